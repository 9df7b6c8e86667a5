export * from './model.ts';
export * from './evaluate-rules.ts';
