// Role policies as people read them: their names, the order they are listed in, their values.
export { POLICY_ORDER, formatPolicyValue, policyLabel, policyRows } from './policy-list.ts';
