import { describe, expect, it } from 'vitest';
import { billJpeg, billPng, hugePngHeader } from '../testing/fixtures';
import { readImageHeader } from './image-header';

describe('readImageHeader', () => {
  it('reads PNG and JPEG sizes, and the EXIF orientation of a sideways photo', async () => {
    expect(readImageHeader(await billPng({ lines: ['x'], width: 320, height: 200 }))).toEqual({
      width: 320,
      height: 200,
      orientation: 1,
    });
    expect(readImageHeader(await billJpeg({ lines: ['x'], width: 320, height: 200 }))).toEqual({
      width: 320,
      height: 200,
      orientation: 1,
    });
    // Stored a quarter turn round: the pixels are 200 wide, 320 high.
    expect(
      readImageHeader(await billJpeg({ lines: ['x'], width: 320, height: 200, sideways: true })),
    ).toEqual({
      width: 200,
      height: 320,
      orientation: 6,
    });
    expect(readImageHeader(await hugePngHeader())).toMatchObject({ width: 100_000, height: 100_000 });
  });

  it('gives up on broken headers, in one pass however the file is built', () => {
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeNull();
    expect(readImageHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    // Two and a half million empty segments, then the end: linear, so quick.
    const segments = 2_500_000;
    const hostile = new Uint8Array(2 + segments * 4 + 2);
    hostile.set([0xff, 0xd8]);
    for (let i = 0; i < segments; i++) hostile.set([0xff, 0xe5, 0x00, 0x02], 2 + i * 4);
    hostile.set([0xff, 0xd9], 2 + segments * 4);
    const started = performance.now();
    expect(readImageHeader(hostile)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
