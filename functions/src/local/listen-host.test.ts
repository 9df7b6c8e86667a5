import { describe, expect, it } from 'vitest';
import { listenHost } from './listen-host.ts';

describe('listenHost', () => {
  it('listens on loopback when LISTEN_HOST is not set', () => {
    expect(listenHost({})).toEqual({ host: '127.0.0.1' });
    expect(listenHost({ LISTEN_HOST: '  ' })).toEqual({ host: '127.0.0.1' });
  });

  it('takes another loopback address without a warning', () => {
    expect(listenHost({ LISTEN_HOST: '::1' })).toEqual({ host: '::1' });
    expect(listenHost({ LISTEN_HOST: 'localhost' })).toEqual({ host: 'localhost' });
  });

  it('opens to the network only when asked, with one warning line', () => {
    const r = listenHost({ LISTEN_HOST: '0.0.0.0' });
    expect(r.host).toBe('0.0.0.0');
    expect(r.warning).toContain('LISTEN_HOST=0.0.0.0');
    expect(r.warning).not.toContain('\n');
  });
});
