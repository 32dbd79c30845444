import { describe, expect, it } from 'vitest';
import { firestoreQueryFn } from './apiSlice';

describe('firestoreQueryFn', () => {
  it('when the Firestore call resolves, then its value is the data', async () => {
    await expect(firestoreQueryFn((uid: string) => Promise.resolve(`doc of ${uid}`))('u1')).resolves.toEqual({
      data: 'doc of u1',
    });
  });

  it('when the Firestore call throws, then the message comes back as a CUSTOM_ERROR', async () => {
    const denied = firestoreQueryFn(() => Promise.reject(new Error('Missing or insufficient permissions.')));
    await expect(denied(undefined)).resolves.toEqual({
      error: { status: 'CUSTOM_ERROR', error: 'Missing or insufficient permissions.' },
    });
    await expect(firestoreQueryFn(() => Promise.reject(new Error('offline')))(1)).resolves.not.toHaveProperty('data');
  });
});
