export class ImportError extends Error {
  constructor(
    message: string,
    readonly status: 415 | 422 = 422,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}
