/** Plain constants, importable without pulling in any schema code. */
export const MAX_RESUME_CHARS = 50_000;
export const MAX_JOB_DESCRIPTION_CHARS = 30_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['.pdf', '.docx', '.doc', '.txt'] as const;
