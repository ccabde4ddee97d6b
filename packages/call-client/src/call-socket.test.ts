import { describe, expect, it } from 'vitest';
import { toWebSocketUrl } from './call-socket';

describe('toWebSocketUrl', () => {
  it('resolves the socket path against the API base, with ws for http and wss for https', () => {
    expect(toWebSocketUrl('/api/calls/1/socket?token=t', 'http://localhost:3000')).toBe('ws://localhost:3000/api/calls/1/socket?token=t');
    expect(toWebSocketUrl('/api/calls/1/socket?token=t', 'https://rehearse.example.com/')).toBe(
      'wss://rehearse.example.com/api/calls/1/socket?token=t',
    );
    expect(toWebSocketUrl('wss://calls.example.com/s', 'https://rehearse.example.com')).toBe('wss://calls.example.com/s');
  });
});
