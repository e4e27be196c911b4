import type { RealtimePort } from './socket-server';

/**
 * The port as is, counting each event by its recipients (chat's deliveries in /metrics): the
 * service emits and never knows it is counted.
 */
export function countDeliveries(
  port: RealtimePort,
  delivered: (event: string, count: number) => void,
): RealtimePort {
  return {
    ...port,
    toUsers(userIds, event, payload) {
      delivered(event, userIds.length);
      port.toUsers(userIds, event, payload);
    },
    toUser(userId, event, payload) {
      delivered(event, 1);
      port.toUser(userId, event, payload);
    },
  };
}
