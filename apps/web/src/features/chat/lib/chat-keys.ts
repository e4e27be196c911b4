/** Which conversation: a room by its id, or a direct chat by the other person's id. */
export interface ChatTarget {
  isRoom: boolean;
  id: string;
}

/** Query keys of the chat cache; prefixes let socket events update every cached search at once. */
export const chatKeys = {
  all: ['chat'] as const,
  directAll: ['chat', 'direct'] as const,
  direct: (search: string) => ['chat', 'direct', search] as const,
  roomsAll: ['chat', 'rooms'] as const,
  rooms: (search: string) => ['chat', 'rooms', search] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  favouritesAll: ['chat', 'favourites'] as const,
  favourites: (search: string) => ['chat', 'favourites', search] as const,
  starredAll: ['chat', 'starred'] as const,
  prefs: ['chat', 'prefs'] as const,
  messages: (target: ChatTarget) =>
    ['chat', 'messages', target.isRoom ? 'room' : 'user', target.id] as const,
  members: (roomId: string) => ['chat', 'members', roomId] as const,
  people: (search: string) => ['chat', 'people', search] as const,
};
