// Business constants and limits of SPEC §9 (plus the appointment statuses of §4 and the
// user-facing error strings of §8). Server and web import these so a limit lives in one place.

/** Version the client sends and the server compares (SPEC §9); matches package.json. */
export const APP_VERSION = '2.1.1';

/** How long a snackbar stays before it clears itself (SPEC §4, §9). */
export const SNACKBAR_TIMEOUT_MS = 5000;
/** Snackbar maximum width in px (SPEC §9). */
export const SNACKBAR_MAX_WIDTH = 400;
/** Snackbars appear in the top right corner (SPEC §4, §9). */
export const SNACKBAR_POSITION = { vertical: 'top', horizontal: 'right' } as const;

/** Delay between the last keystroke and the search request (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 400;

/** Page sizes and fetch limits of the lists in SPEC §9. */
export const PAGE_SIZES = {
  favourites: 5,
  communityChats: 50,
  /** Only the first 20 of a community-chat page are rendered. */
  communityChatsRendered: 20,
  directMessages: 100,
  starred: 50,
  /** Default bookmark fetch limit (sent with bookmark=true). */
  bookmarks: 2,
} as const;

/** Length of one doctor appointment (SPEC §9). */
export const APPOINTMENT_DURATION_MINUTES = 30;

/** Days of the availability editor, Monday first (SPEC §9). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** One of {@link WEEKDAYS}. */
export type Weekday = (typeof WEEKDAYS)[number];

/** An option of the hour picker. */
export interface HourOption {
  text: string;
  value: number;
}

/** Formats an hour 0..23 as 'hh: mm a' (the label style of SPEC §9), e.g. 13 -> '01: 00 pm'. */
function hourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}: 00 ${hour < 12 ? 'am' : 'pm'}`;
}

/** The 24 hour-picker entries, value 0..23, labelled like '09: 00 am' (SPEC §9). */
export const HOUR_OPTIONS: readonly HourOption[] = Array.from({ length: 24 }, (_, value) => ({
  text: hourLabel(value),
  value,
}));

/** A start and end time as 'H:mm' strings, e.g. '9:00' - '17:00'. */
export interface TimeSlot {
  starttime: string;
  endtime: string;
}

/** A one-click availability preset: the same slot on each of `days`. */
export interface SlotPreset {
  name: string;
  days: readonly Weekday[];
  slot: TimeSlot;
}

const PRESET_RANGES = [
  { label: 'Monday - Friday', days: WEEKDAYS.slice(0, 5) },
  { label: 'Monday - Saturday', days: WEEKDAYS.slice(0, 6) },
  { label: 'Monday - Sunday', days: WEEKDAYS.slice(0, 7) },
] as const;
const PRESET_SLOTS: readonly TimeSlot[] = [
  { starttime: '9:00', endtime: '17:00' },
  { starttime: '9:00', endtime: '18:00' },
];

/** The six availability presets of SPEC §9: three day ranges, each 9:00-17:00 or 9:00-18:00. */
export const SLOT_PRESETS: readonly SlotPreset[] = PRESET_RANGES.flatMap(({ label, days }) =>
  PRESET_SLOTS.map((slot) => ({
    name: `${label} (${slot.starttime} - ${slot.endtime})`,
    days,
    slot,
  })),
);

/** Appointment statuses of SPEC §4, word for word. */
export const APPOINTMENT_STATUSES = [
  'Pending Approval',
  'Approved',
  'Rescheduled',
  'Rescheduled Approved',
  'Completed',
  'Rejected by Doctor',
  'Rejected by Patient',
  'Rejected by Admin',
  'Rejected by System',
] as const;
/** One of {@link APPOINTMENT_STATUSES}. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Layout breakpoints in px (max-width queries) of SPEC §9. */
export const BREAKPOINTS = {
  xxl: 1949,
  xl: 1699,
  lg: 1399,
  md: 1199,
  sm: 991,
  xs: 767,
  xxs: 479,
} as const;
/** At this width and below the mobile layout is used (SPEC §9). */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.xs;

/** Avatar diameters in px (SPEC §9). */
export const AVATAR_SIZES = { chatList: 32, desktopHeader: 40, mobileHome: 56 } as const;
/** Width of the mobile navigation drawer (SPEC §9). */
export const MOBILE_DRAWER_WIDTH = '80%';
/** Left margin of the content area in px, leaving room for the side menu (SPEC §9). */
export const CONTENT_LEFT_MARGIN = 95;
/** The main area is the viewport height less this many px (SPEC §9). */
export const MAIN_HEIGHT_OFFSET = 90;
/** Tooltip background colour (SPEC §9). */
export const TOOLTIP_COLOR = '#FF9800';

/** The font weights the design uses (SPEC §9), by conventional name. */
export const FONT_WEIGHTS = {
  thin: 100,
  light: 300,
  normal: 'normal',
  medium: 500,
  bold: 'bold',
  black: 900,
} as const;

/** Maximum visible lines before text is clamped with an ellipsis (SPEC §9). */
export const TEXT_CLAMPS = {
  productTitle: 2,
  productSummary: 4,
  mobileNewsTitle: 3,
  chatItem: 1,
  clubTitle: 2,
  libraryTitle: 2,
  clinicTitle: 1,
  testimonialSummary: 5,
  usefulLinkText: 4,
} as const;

/** Card heights in px (SPEC §9). */
export const CARD_HEIGHTS = {
  testimonial: 400,
  eventScheduleMax: 400,
  eventList: 250,
  usefulLinks: 316,
  /** Greatest mobile height of the useful-link, testimonial and document cards (content-sized). */
  mobileCard: 570,
} as const;
/** Side of the square image-upload box on mobile, in px (SPEC §9). */
export const MOBILE_UPLOAD_IMAGE_BOX = 125;

/** Maximum height of the scrolling chat list in px (SPEC §9). */
export const CHAT_LIST_MAX_HEIGHT = 765;
/** Maximum height of a chat list nested in another panel, in px (SPEC §9). */
export const CHAT_LIST_NESTED_MAX_HEIGHT = 450;

/**
 * The 22 colours of the terpene chart (SPEC §9). The original values are not shown, so these are
 * 22 distinct, readable colours; a chart cycles through them in order.
 */
export const TERPENE_PALETTE = [
  '#E6194B',
  '#3CB44B',
  '#FFE119',
  '#4363D8',
  '#F58231',
  '#911EB4',
  '#46F0F0',
  '#F032E6',
  '#BCF60C',
  '#FABEBE',
  '#008080',
  '#E6BEFF',
  '#9A6324',
  '#FFFAC8',
  '#800000',
  '#AAFFC3',
  '#808000',
  '#FFD8B1',
  '#000075',
  '#808080',
  '#FF9800',
  '#2E7D32',
] as const;

/** A payment account whose status is this is set up (SPEC §4). */
export const STRIPE_STATUS_COMPLETED = 'Completed';

/** A script chunk that has not loaded after this long is rejected (SPEC §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Path of the socket endpoint. */
export const SOCKET_PATH = '/socketapi/socketConnection/';
/** How many times the socket client retries before giving up. */
export const SOCKET_RECONNECTION_ATTEMPTS = 25;
/**
 * The socket's transports, in the order the client tries them (with `tryAllTransports`): a
 * WebSocket at once, as Mattermost's client opens, and long polling where a proxy stops it.
 */
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

/** Which panel this client is; sent with requests so the server knows the audience. */
export const PANEL = 'doctor';

/**
 * The error of a call from an app version the API no longer serves (422). Here, not beside the
 * envelope's schemas: the browser's API client reads it, and must not bring zod with it.
 */
export const APP_VERSION_MISMATCH_ERROR = 'APP version mismatch';

/** User-facing error strings of SPEC §8, word for word. */
export const ERROR_MESSAGES = {
  server: 'Server Error! Oops, Something went wrong.',
  sessionExpired: 'Sorry, Your session has expired. Please log in again.',
  generic: 'Something went wrong! try again.',
  appVersion: 'APP version mismatch',
  updateDialog: 'We have updated the website. Reload is required to apply new changes.',
} as const;

/**
 * The `error` of a 400 for input the contract refuses, by what went wrong: the snack shows it
 * (SPEC §8 shows a 4xx's text), so it is a sentence for a person, not a schema's report. Each
 * field's own message stays in `fields`; a field of a form that fails with a SPEC §5 message
 * leads with that message instead.
 */
export const INPUT_ERRORS = {
  /** An id in the address (path or query) is not one: a mistyped or truncated link. */
  link: 'This link is broken or out of date: the item it points to could not be found.',
  /** A list's options in the query (paging, filters, a month) are not valid. */
  options: 'Some of the options on this page are not valid. Please change them and try again.',
  /** A value a person entered is not valid. */
  form: 'Some of the details entered are not valid. Please check them and try again.',
  /** What the page sent does not fit what the server expects: an old page or a bad id in it. */
  stale: 'This page is out of date. Please reload it and try again.',
} as const;
