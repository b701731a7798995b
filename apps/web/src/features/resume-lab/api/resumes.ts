import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadResumeResponse } from '@careerforge/contract';
import { resumesQueryKey } from './keys';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/query-cache';

export const getResumes = () => api.call('resumes.list', { query: {} });
export const resumesQueryOptions = () =>
  queryOptions({ queryKey: resumesQueryKey, queryFn: getResumes });
export const useResumes = () => useQuery(resumesQueryOptions());

/** Reads a File as a data URL (the upload call's payload). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export async function uploadResume(file: File): Promise<UploadResumeResponse> {
  const fileData = await readAsDataUrl(file);
  return api.call('resumes.upload', {
    body: { fileData, fileName: file.name, fileType: file.type || null },
  });
}

export const useUploadResume = () =>
  useRefreshingMutation(uploadResume, [resumesQueryKey], { wait: true });

export const createResume = (content: string) =>
  api.call('resumes.create', {
    body: { title: 'Pasted Resume', content, originalContent: content, isTemplate: false },
  });

export const useCreateResume = () =>
  useRefreshingMutation(createResume, [resumesQueryKey], { wait: true });
