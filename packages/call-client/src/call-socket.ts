import type { CallSocket, CallSocketHandlers } from './web-call.ports';

/**
 * The call socket's address: `webCallUrl` (a path with its single-use token, relative to the
 * page) resolved against the API's base, with http(s) turned into ws(s).
 */
export function toWebSocketUrl(webCallUrl: string, baseUrl: string): string {
  const url = new URL(webCallUrl, baseUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/** The browser's WebSocket behind the `CallSocket` port: binary frames as ArrayBuffers, text as strings. */
export function openBrowserSocket(url: string, handlers: CallSocketHandlers): CallSocket {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') handlers.onText(event.data);
    else if (event.data instanceof ArrayBuffer) handlers.onBinary(event.data);
  };
  socket.onerror = () => handlers.onError();
  socket.onclose = (event) => handlers.onClose(event.code, event.reason);
  return {
    get isOpen() {
      return socket.readyState === WebSocket.OPEN;
    },
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    send: (data) => socket.send(data),
    close(code, reason) {
      // Closing while still connecting makes browsers log a console error; close once it opens instead.
      if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket.close(code, reason);
      else socket.close(code, reason);
    },
  };
}
