import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { APPOINTMENT_STATUSES } from '@portal/contract';
import { UkDateInput } from '../../../shared/ui/uk-date-input';
import type { AppointmentsView, BookingFilter } from '../api/bookings-keys';
import { PersonFilter } from './person-filter';

const VIEW_LABELS: Record<AppointmentsView, string> = {
  doctor: 'As doctor',
  patient: 'As patient',
  all: 'All',
};

/** The filter after choosing a view: one doctor or patient is a filter of the All view only. */
export function withView(filter: BookingFilter, view: AppointmentsView): BookingFilter {
  const { doctorId: _doctor, patientId: _patient, ...rest } = filter;
  return view === 'all' ? { ...filter, as: view } : { ...rest, as: view };
}

/**
 * The appointment list's filters: the view (when there is a choice), status and London dates,
 * and in the All view one doctor and one patient.
 */
export function AppointmentsFilters({
  filter,
  views,
  onChange,
}: {
  filter: BookingFilter;
  views: AppointmentsView[];
  onChange: (next: (filter: BookingFilter) => BookingFilter) => void;
}) {
  const set = (patch: Partial<BookingFilter>) => onChange((f) => ({ ...f, ...patch }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter appointments">
      {views.length > 1 && (
        <SegmentedControl
          aria-label="Appointments as"
          value={filter.as ?? views[0]}
          onChange={(v) => onChange((f) => withView(f, v as AppointmentsView))}
          data={views.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
        />
      )}
      {filter.as === 'all' && (
        <>
          <PersonFilter
            label="Doctor"
            value={filter.doctorId}
            onChange={(doctorId) => set({ doctorId })}
          />
          <PersonFilter
            label="Patient"
            value={filter.patientId}
            onChange={(patientId) => set({ patientId })}
          />
        </>
      )}
      <NativeSelect
        label="Status"
        value={filter.status ?? ''}
        onChange={(e) => set({ status: e.currentTarget.value || undefined })}
        data={[{ value: '', label: 'All statuses' }, ...APPOINTMENT_STATUSES]}
        style={{ flex: '1 1 180px' }}
      />
      <UkDateInput
        label="From"
        value={filter.from}
        onChange={(from) => set({ from })}
        style={{ flex: '1 1 140px' }}
      />
      <UkDateInput
        label="To"
        value={filter.to}
        onChange={(to) => set({ to })}
        style={{ flex: '1 1 140px' }}
      />
    </Group>
  );
}
