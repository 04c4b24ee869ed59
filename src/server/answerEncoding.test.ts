// Which coding a request accepts, the answer's tag, and the bounded store of shared compressed answers (issue #33).
import { describe, expect, it } from 'vitest';
import { acceptedCoding, etagOf } from './answerEncoding';
import { SharedAnswers } from './sharedAnswers';

describe('acceptedCoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and identity', () => {
    expect(acceptedCoding('gzip, deflate, br')).toBe('br');
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(acceptedCoding('*')).toBe('gzip');
    expect(acceptedCoding('identity')).toBeNull();
    expect(acceptedCoding('deflate')).toBeNull();
    expect(acceptedCoding(undefined)).toBeNull();
  });

  it('tags equal bytes alike and different bytes apart, as a weak validator', () => {
    expect(etagOf(Buffer.from('[1]'))).toBe(etagOf(Buffer.from('[1]')));
    expect(etagOf(Buffer.from('[1]'))).not.toBe(etagOf(Buffer.from('[2]')));
    expect(etagOf(Buffer.from('x'))).toMatch(/^W\/"[\w-]+"$/);
  });
});

describe('SharedAnswers', () => {
  const bytes = (n: number) => Buffer.alloc(n, 1);

  it('keeps an answer from its second read on, once', () => {
    const s = new SharedAnswers(100);
    expect(s.seenAgain('a', bytes(10))).toBe(false);
    expect(s.get('a')).toBeUndefined();
    expect(s.seenAgain('a', bytes(10))).toBe(true);
    expect(s.get('a')).toHaveLength(10);
    expect(s.seenAgain('a', bytes(10))).toBe(false);
    s.keep('a', bytes(6));
    expect(s.get('a')).toHaveLength(6);
    expect(s.size).toEqual({ entries: 1, bytes: 6 });
  });

  it('stays within its bytes, the least recently read out first', () => {
    const s = new SharedAnswers(30);
    s.keep('a', bytes(10));
    s.keep('b', bytes(10));
    s.keep('c', bytes(10));
    s.get('a');
    s.keep('d', bytes(10));
    expect(s.get('b')).toBeUndefined();
    expect(s.get('a')).toBeDefined();
    expect(s.size).toEqual({ entries: 3, bytes: 30 });
    s.keep('huge', bytes(31));
    expect(s.get('huge')).toBeUndefined();
    expect(s.size.bytes).toBeLessThanOrEqual(30);
  });

  it('forgets the oldest first sightings past its bound', () => {
    const s = new SharedAnswers(100, 2);
    s.seenAgain('a', bytes(1));
    s.seenAgain('b', bytes(1));
    s.seenAgain('c', bytes(1));
    expect(s.seenAgain('a', bytes(1))).toBe(false);
    expect(s.seenAgain('c', bytes(1))).toBe(true);
  });
});
