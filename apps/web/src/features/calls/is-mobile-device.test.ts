import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './is-mobile-device';

const device = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints });

describe('isMobileDevice', () => {
  it('recognises phones and tablets, iPads posing as Macs included', () => {
    expect(isMobileDevice(device('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5))).toBe(
      true,
    );
    expect(isMobileDevice(device('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5))).toBe(
      true,
    );
    expect(
      isMobileDevice(device('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5)),
    ).toBe(true);
  });

  it('leaves desktops alone, touch screens on Windows included', () => {
    expect(
      isMobileDevice(device('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15')),
    ).toBe(false);
    expect(isMobileDevice(device('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'))).toBe(false);
    expect(isMobileDevice(device('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 10))).toBe(
      false,
    );
  });
});
