import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { toast } from '../src/lib/toast';

/**
 * Waits for the red toast a failed request shows, with the server's message (in a test that
 * mocks lib/toast).
 */
export const toastedFailure = (title: string, description: string) =>
  waitFor(() => expect(toast).toHaveBeenCalledWith({ title, description, variant: 'destructive' }));
