import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureToast } from './failure-toast';

const loginTexts = {
  title: 'Login failed',
  fallbackDescription: 'Invalid email or password.',
  network: { title: 'Login error', description: 'Failed to login. Please try again later.' },
};

describe('failureToast', () => {
  it('shows the server message under the failure title', () => {
    const error = new ApiError('401: {"message":"Wrong"}', 401, 'Wrong');
    expect(failureToast(error, loginTexts)).toEqual({
      variant: 'destructive',
      title: 'Login failed',
      description: 'Wrong',
    });
  });

  it('falls back to the fixed text when the answer has no message', () => {
    const error = new ApiError('500: Internal Server Error', 500, null);
    expect(failureToast(error, loginTexts).description).toBe('Invalid email or password.');
  });

  it('uses the network texts when no answer arrived', () => {
    expect(failureToast(new TypeError('Failed to fetch'), loginTexts)).toEqual({
      variant: 'destructive',
      title: 'Login error',
      description: 'Failed to login. Please try again later.',
    });
  });

  it('uses the failure title for every error when no network texts are given', () => {
    const texts = { title: 'Update Failed', fallbackDescription: 'Failed to update profile' };
    expect(failureToast(new TypeError('Failed to fetch'), texts)).toEqual({
      variant: 'destructive',
      title: 'Update Failed',
      description: 'Failed to update profile',
    });
  });
});
