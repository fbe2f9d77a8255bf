// The node side of a scenario session (see scenarios/session.mjs): fetch for HTTP, the `ws` package for
// the chart-data socket, timers, and a recorder for the measurements.
/* global AbortSignal */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { REQUEST_TIMEOUT_MS } from '../scenarios/session.mjs';

function describeFetchError(error) {
  if (error?.name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS} ms`;
  return error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
}

function openSocket(url, headers) {
  const socket = new WebSocket(url, { headers });
  return {
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => socket.close(),
    onOpen: (listener) => socket.on('open', () => listener()),
    onMessage: (listener) => socket.on('message', (data, isBinary) => !isBinary && listener(data.toString())),
    onClose: (listener) => {
      socket.on('close', (code, reason) => listener(`closed with ${code}${reason.length ? ` ${reason}` : ''}`));
      socket.on('error', (error) => listener(error.message));
    },
  };
}

export function nodeTransport(recorder) {
  return {
    async http(method, url, { headers, body }) {
      try {
        const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        return { status: response.status, text: await response.text() };
      } catch (error) {
        return { status: 0, text: '', error: describeFetchError(error) };
      }
    },
    openSocket,
    record: (kind, milliseconds, failure) => recorder.record(kind, milliseconds, failure),
    now: () => performance.now(),
    sleep: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    setTimer: (milliseconds, callback) => {
      const timer = setTimeout(callback, milliseconds);
      return () => clearTimeout(timer);
    },
  };
}
