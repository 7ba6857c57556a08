import { formatCurrency } from "@/lib/format";
import { currencyDigits } from "@/lib/platform/payments/money";

const major = (minor: number, currency: string) => formatCurrency(minor / 10 ** currencyDigits(currency), currency);

/**
 * Gross sales as CSS bars (no chart library). The bars are decoration: screen readers get
 * the same figures as a table.
 */
export function SalesChart({ labels, values, currency }: { labels: string[]; values: number[]; currency: string }) {
  const max = Math.max(...values, 0);
  const many = labels.length > 12;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <div aria-hidden="true" className="flex h-48 min-w-0 items-end gap-1 border-b border-border">
        {values.map((v, i) => (
          <div key={`${labels[i]}-${i}`} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end" title={`${labels[i]}: ${major(v, currency)}`}>
            <div className="w-full max-w-16 rounded-t-sm bg-primary/80" style={{ height: max ? `${Math.max((v / max) * 100, v ? 2 : 0)}%` : "0%" }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex min-w-0 gap-1 text-[11px] text-muted-foreground">
        {labels.map((l, i) => (
          <span key={`${l}-${i}`} className="min-w-0 flex-1 truncate text-center">
            {!many || i % Math.ceil(labels.length / 8) === 0 ? l : ""}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Gross sales per period</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Gross sales</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((l, i) => (
            <tr key={`${l}-${i}`}>
              <th scope="row">{l}</th>
              <td>{major(values[i] ?? 0, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
