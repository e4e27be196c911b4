import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { APPOINTMENT_STATUSES } from '@portal/contract';
import { ApplyButton } from '../../../shared/ui/get-form';
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
  // A GET form the page's loader reads (booking-filter-params.ts): before the page's scripts,
  // Apply sends the view, status and dates as chosen; once they run, each change applies at once.
  return (
    <Group
      renderRoot={(props) => (
        <form method="get" onSubmit={(event) => event.preventDefault()} {...props} />
      )}
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="search"
      aria-label="Filter appointments"
    >
      {views.length > 1 && (
        <SegmentedControl
          name="as"
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
            name="doctor"
            value={filter.doctorId}
            onChange={(doctorId) => set({ doctorId })}
          />
          <PersonFilter
            label="Patient"
            name="patient"
            value={filter.patientId}
            onChange={(patientId) => set({ patientId })}
          />
        </>
      )}
      <NativeSelect
        label="Status"
        name="status"
        value={filter.status ?? ''}
        onChange={(e) => set({ status: e.currentTarget.value || undefined })}
        data={[{ value: '', label: 'All statuses' }, ...APPOINTMENT_STATUSES]}
        style={{ flex: '1 1 180px' }}
      />
      <UkDateInput
        label="From"
        name="from"
        value={filter.from}
        onChange={(from) => set({ from })}
        style={{ flex: '1 1 140px' }}
      />
      <UkDateInput
        label="To"
        name="to"
        value={filter.to}
        onChange={(to) => set({ to })}
        style={{ flex: '1 1 140px' }}
      />
      <ApplyButton />
    </Group>
  );
}
