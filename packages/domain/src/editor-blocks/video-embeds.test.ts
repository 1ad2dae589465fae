import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoPageUrl, videoPlayerUrl } from './video-embeds.ts';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads YouTube’s %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['vimeo.com/1', '1'],
  ])('reads Vimeo’s %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', id });
  });

  it.each([
    // An id one character short and one too long.
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX"Q',
    'https://www.youtube.com/watch?v=dQw4w9WgX%3CQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/dQw4w9WgXcQ',
    'javascript:alert("https://youtu.be/dQw4w9WgXcQ")',
    'data:text/html,https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/0123',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/1234567890123',
    `https://youtu.be/dQw4w9WgXcQ?${'a'.repeat(2100)}`,
    '',
    'https://',
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(parseVideoUrl(null)).toBeNull();
    expect(parseVideoUrl(undefined)).toBeNull();
  });
});

describe('video addresses', () => {
  it('link to the video’s page and play from the privacy-enhanced player', () => {
    const youtube = { provider: 'youtube', id: 'dQw4w9WgXcQ' } as const;
    const vimeo = { provider: 'vimeo', id: '76979871' } as const;
    expect(videoPageUrl(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoPlayerUrl(youtube)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoPageUrl(vimeo)).toBe('https://vimeo.com/76979871');
    expect(videoPlayerUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(parseVideoUrl(videoPageUrl(youtube))).toEqual(youtube);
    expect(parseVideoUrl(videoPageUrl(vimeo))).toEqual(vimeo);
  });
});
