import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resume, UploadResumeResponse } from '@careerforge/contract';
import { resumesQueryKey } from './keys';
import { api } from '../../../lib/api';

export const getResumes = () => api.get<Resume[]>('/api/resumes');
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
  return api.post<UploadResumeResponse>('/api/resumes/upload', {
    fileData,
    fileName: file.name,
    fileType: file.type || null,
  });
}

export function useUploadResume() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: () => qc.invalidateQueries({ queryKey: resumesQueryKey }),
  });
}

export const createResume = (content: string) =>
  api.post<Resume>('/api/resumes', {
    title: 'Pasted Resume',
    content,
    originalContent: content,
    isTemplate: false,
  });

export function useCreateResume() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createResume,
    onSuccess: () => qc.invalidateQueries({ queryKey: resumesQueryKey }),
  });
}
