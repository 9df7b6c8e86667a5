// The classification lives in the domain, where a refused upsert also releases its version (security finding 23).
export { inputCausedFailure, type InputCausedFailure } from '../../domain/input-caused-failure.ts';
