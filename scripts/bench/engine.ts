// What `npm run bench` times, imported from the engine's own modules: the bench bundles this file,
// so knip sees every function it uses and cannot remove one as unused.
export { LEVELS, MAX_LEVEL } from '../../src/features/neuroslice/engine/limits';
export { applyDeepen, deepen, generateSync } from '../../src/features/neuroslice/engine/generate';
export {
  ZIP_OPTIONS,
  buildStrategyPack,
  packFiles,
} from '../../src/features/neuroslice/engine/strategyPack';
