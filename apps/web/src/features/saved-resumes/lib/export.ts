/** The download's file name: the title lowercased, every non-alphanumeric an underscore, .txt. */
export function downloadFileName(title: string): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]/g, '_');
  return `${/[a-z0-9]/.test(base) ? base : 'resume'}.txt`;
}
