import { useQuery } from '@tanstack/react-query';
import { brandsQuery } from '../config/queries';
import { useOperator } from '../operator';

/** The brands the operator works on (its scope; every brand when it has none), as select options. */
export function useScopedBrands(): { value: string; label: string }[] {
  const scope = useOperator().brands;
  const brands = useQuery(brandsQuery());
  return (brands.data ?? [])
    .filter((b) => scope === null || scope.includes(b.code))
    .map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }));
}
