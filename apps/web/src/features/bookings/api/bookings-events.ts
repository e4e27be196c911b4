/** The socket event the server sends both parties when a booking changes (issue 30). */
export const BOOKING_CHANGED_EVENT = 'bookingChanged';
