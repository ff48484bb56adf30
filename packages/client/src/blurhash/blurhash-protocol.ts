/** Messages between the pool and a blurhash worker. */
export interface DecodeRequest {
  id: number;
  hash: string;
  width: number;
  height: number;
}

export type DecodeAnswer = { id: number; pixels: Uint8ClampedArray } | { id: number; error: string };
