import type { CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { isFrozenView } from './features/questions/bankCache';

type Serialized = ReturnType<typeof superjson.serialize>;
const serialized = new WeakMap<object, Serialized>();

/**
 * superjson both ways, as the client expects; a cached bank view (frozen, shared by every caller) is
 * serialised once and its superjson form reused, since walking a 100-question list on every read was a
 * fifth of the request's time.
 */
export const transformer: CombinedDataTransformer = {
  input: superjson,
  output: {
    serialize(value: unknown) {
      if (!isFrozenView(value)) return superjson.serialize(value);
      let out = serialized.get(value);
      if (!out) {
        out = superjson.serialize(value);
        serialized.set(value, out);
      }
      return out;
    },
    deserialize: (value): unknown => superjson.deserialize(value as Serialized),
  },
};
