import { describe, expect, it } from 'vitest';
import { firstStepsKey, readFirstStepsMarks, writeFirstStepsMark } from './first-steps-marks.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('first steps marks', () => {
  it('start with nothing shared or hidden', () => {
    expect(readFirstStepsMarks('b-1', memoryStorage())).toEqual({ shared: false, hidden: false });
  });

  it('keep each mark per blog and add to what is there', () => {
    const storage = memoryStorage();
    expect(writeFirstStepsMark('b-1', 'shared', storage)).toEqual({ shared: true, hidden: false });
    expect(writeFirstStepsMark('b-1', 'hidden', storage)).toEqual({ shared: true, hidden: true });
    expect(readFirstStepsMarks('b-1', storage)).toEqual({ shared: true, hidden: true });
    expect(readFirstStepsMarks('b-2', storage)).toEqual({ shared: false, hidden: false });
  });

  it('read a broken or odd value as none', () => {
    const storage = memoryStorage({
      [firstStepsKey('b-1')]: '{not json',
      [firstStepsKey('b-2')]: '{"shared":"yes","hidden":1}',
    });
    expect(readFirstStepsMarks('b-1', storage)).toEqual({ shared: false, hidden: false });
    expect(readFirstStepsMarks('b-2', storage)).toEqual({ shared: false, hidden: false });
  });

  it('keep the mark for the visit when the storage refuses to write', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeFirstStepsMark('b-1', 'shared', storage)).toEqual({ shared: true, hidden: false });
  });

  it('work without any storage', () => {
    expect(readFirstStepsMarks('b-1', null)).toEqual({ shared: false, hidden: false });
    expect(writeFirstStepsMark('b-1', 'hidden', null)).toEqual({ shared: false, hidden: true });
  });
});
