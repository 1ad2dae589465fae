import { SERVER_MESSAGES } from '@bitacora/domain';
import { HTTPException } from 'hono/http-exception';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UNREADABLE, processImage, VARIANT_WIDTHS } from './process-image.ts';

const options = { typeMessage: SERVER_MESSAGES.imageTypeInvalid };

async function jpeg(width: number, height: number) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3a7d5c' } })
      .jpeg()
      .toBuffer(),
  );
}

describe('processImage', () => {
  it('renders every size smaller than the original, at once or one after the other', async () => {
    const input = await jpeg(1200, 800);
    for (const sizesInTurn of [false, true]) {
      const image = await processImage(input, { ...options, sizesInTurn });
      expect(image.mime).toBe('image/jpeg');
      expect(image.original).toMatchObject({ width: 1200, height: 800 });
      expect(Object.keys(image.variants).sort()).toEqual(['medium', 'small']);
      expect(image.variants.small).toMatchObject({ width: VARIANT_WIDTHS.small, height: 320 });
      expect(image.variants.medium).toMatchObject({ width: VARIANT_WIDTHS.medium, height: 640 });
      const meta = await sharp(image.variants.small?.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    }
  });

  it('refuses what is not an image, in Spanish', async () => {
    const refusal = await processImage(new TextEncoder().encode('hola'), options).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HTTPException);
    expect((refusal as HTTPException).status).toBe(400);
    expect((refusal as HTTPException).message).toBe(SERVER_MESSAGES.imageTypeInvalid);
    const cut = (await jpeg(100, 100)).slice(0, 200);
    const broken = await processImage(cut, options).catch((error: unknown) => error);
    expect((broken as HTTPException).message).toBe(IMAGE_UNREADABLE);
  });
});
