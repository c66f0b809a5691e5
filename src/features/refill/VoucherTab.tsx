import { useMemo } from 'react';
import type { RefillVoucherFormData } from '@generated/forms/refill-voucher';
import type { FormDefinition } from '@generated/forms/types';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { voucherRequest } from './requests';
import type { useRefillActions } from './use-refill-actions';

interface VoucherTabProps {
  form: FormDefinition<RefillVoucherFormData>;
  phone?: string;
  actions: ReturnType<typeof useRefillActions>;
}

/** Top up with a voucher code; a refused code is InvalidVoucherException with the code, in the error popup. */
export function VoucherTab({ form, phone, actions }: VoucherTabProps) {
  const initialData = useMemo<SpecFormData>(() => (phone ? { phone } : {}), [phone]);
  return (
    <SpecForm form={form} idPrefix="refill-voucher" initialData={initialData} onSubmit={(data) => actions.voucher(voucherRequest(data))} />
  );
}
