import { afterEach, describe, expect, it } from 'vitest';
import { routeKeys } from '@portal/shared/route-keys';
import { preloadPublicScreen, screenFilesFor } from './public-screens.ts';
import { routePattern } from './route-pattern.ts';

const screens = [
  { pattern: routePattern(routeKeys.index), files: ['/assets/landing-page-a.js', '/assets/rich-text-b.js'] },
  { pattern: routePattern(routeKeys.recruits), files: ['/assets/posting-list-d.js'] },
  { pattern: routePattern(routeKeys.recruit), files: ['/assets/posting-detail-e.js'] },
];

describe('preloading the public page screens', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("names the files of the address's screen and none for any other address", () => {
    expect(screenFilesFor('/', screens)).toEqual(screens[0]!.files);
    expect(screenFilesFor('/recruits', screens)).toEqual(screens[1]!.files);
    expect(screenFilesFor('/recruit/7', screens)).toEqual(screens[2]!.files);
    expect(screenFilesFor('/form/0', screens)).toEqual([]);
    expect(screenFilesFor('/project/3', screens)).toEqual([]);
    expect(screenFilesFor('/', { index: [] })).toEqual([]);
  });

  it("never preloads what is not one of the build's own assets", () => {
    expect(screenFilesFor('/', [{ pattern: '^/$', files: ['https://elsewhere.example/x.js', '/assets/ok.js', 3] }])).toEqual(['/assets/ok.js']);
  });

  it("adds a modulepreload per script of index.html's list", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'public-screen-chunks';
    block.textContent = JSON.stringify(screens);
    document.head.appendChild(block);
    preloadPublicScreen('/');
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/landing-page-a.js', ''],
      ['modulepreload', '/assets/rich-text-b.js', ''],
    ]);
  });

  it('does nothing without the list or with a list that is not JSON', () => {
    preloadPublicScreen('/');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'public-screen-chunks';
    block.textContent = '{not json';
    document.head.appendChild(block);
    preloadPublicScreen('/');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
