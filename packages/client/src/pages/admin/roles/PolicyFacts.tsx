import { policyRows } from '@/policies/index.ts';

/** Policies and their values, as a person reads them. */
export function PolicyFacts({ policies }: { policies: Record<string, unknown> }) {
  return (
    <dl className="kumo-admin-facts">
      {policyRows(policies).map((r) => (
        <div key={r.key} className="kumo-admin-fact">
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
