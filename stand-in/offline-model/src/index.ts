export { CHAOS_KINDS, type ChaosKind, isChaosKind } from './chaos/chaos-kinds.ts';
export {
  type ChaosEvent,
  type ChaosModel,
  type ChaosOptions,
  type ChaosStats,
  createChaosModel,
} from './chaos/chaos-model.ts';
export {
  corrupt,
  NATIVE_CHAOS_KINDS,
  type NativeChaosKind,
  type NativeChaosModel,
  type NativeChaosOptions,
  type NativeChaosStats,
  withNativeChaos,
} from './chaos/native-chaos-model.ts';
export { type WithChaosOptions, withChaos } from './chaos/with-chaos.ts';
export { modelGuide, OFFLINE_GUIDE } from './model-guide.ts';
export { createNativeOfflineModel } from './native-offline-model.ts';
export { createOfflineModel, type OfflineModelOptions } from './offline-model.ts';
/** The protocol strings the stand-in reads in the agent's messages; tooling checks they match Part 3's. */
export { INVALID_REPLY_PREFIX, TOOL_RESULTS_PREFIX } from './planning-turn.ts';
