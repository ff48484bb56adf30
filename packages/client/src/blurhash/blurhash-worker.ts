import { decode } from 'blurhash';
import type { DecodeAnswer, DecodeRequest } from './blurhash-protocol.ts';

// A module worker of the blurhash pool: decodes one hash to RGBA pixels per message.
// (The client is compiled with the DOM library, so the worker scope is described by hand.)
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(message: DecodeAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, hash, width, height } = event.data;
  let answer: DecodeAnswer;
  try {
    answer = { id, pixels: decode(hash, width, height) };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  if ('pixels' in answer) scope.postMessage(answer, [answer.pixels.buffer]);
  else scope.postMessage(answer);
});
