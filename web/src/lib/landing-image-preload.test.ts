import { afterEach, describe, expect, it } from 'vitest';
import { landingImageOf, preloadLandingImage } from './landing-image-preload.ts';

const answer = { company: { site: { landingImgUrl: 'public/1001/landing-bg.svg' } }, fileDomain: 'http://files.example/' };

describe("preloading the landing hero's image", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('names the image as the hero builds its address, and nothing for an answer without one', () => {
    expect(landingImageOf(answer)).toBe('http://files.example/public/1001/landing-bg.svg');
    expect(landingImageOf({ ...answer, company: { site: {} } })).toBeUndefined();
    expect(landingImageOf({ error: '등록되지 않은 채용 사이트 주소입니다.' })).toBeUndefined();
    expect(landingImageOf('text')).toBeUndefined();
  });

  it('adds a high-priority image preload and leaves the answer readable for the app', async () => {
    const response = new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const taken = Promise.resolve(response);
    preloadLandingImage(taken);
    // The app reads the same answer afterwards, as request() does with a started call.
    expect(await (await taken).json()).toEqual(answer);
    await new Promise((r) => setTimeout(r, 0));
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('href')).toBe('http://files.example/public/1001/landing-bg.svg');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('adds nothing for a refused hostname check', async () => {
    preloadLandingImage(Promise.resolve(new Response('{}', { status: 404 })));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.head.querySelector('link')).toBeNull();
  });
});
