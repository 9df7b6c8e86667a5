import { handoffLoginBodySchema, handoffLoginSchema } from '../schemas/handoff.ts';
import { endpoint } from './contract.ts';

/** The handoff login (spec part 2, 2.18): redeems a link minted by the integration API (MintHandoff) for a staff session. */
export const HandoffLogin = endpoint({
  id: 'HandoffLogin',
  method: 'POST',
  path: '/handoff/login',
  scopes: ['app'],
  auth: 'visitor',
  summary: '관리 시스템이 발급한 이동 링크의 인증 값(_token)으로 직원 세션을 엽니다(한 번만, 발급 후 몇 분 안에).',
  body: handoffLoginBodySchema,
  response: handoffLoginSchema,
});

export const handoffEndpoints = [HandoffLogin] as const;
