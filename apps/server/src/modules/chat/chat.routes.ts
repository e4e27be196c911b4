import type { FastifyInstance } from 'fastify';
import { chat } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { ChatService } from './chat.service';

export function chatRoutes(app: FastifyInstance, service: ChatService): void {
  route(app, chat.createRoom, async ({ user, body }) =>
    ok(await service.createRoom(user, body.name, body.userIds), { message: 'Room created.' }),
  );
  route(app, chat.getRoom, async ({ user, query }) => ok(await service.room(user, query.roomId)));
  route(app, chat.listRooms, async ({ user, query }) => {
    const { rows, total } = await service.rooms(user, query);
    return ok(rows, { count: total });
  });
  route(app, chat.listRoomMembers, async ({ user, params }) =>
    ok(await service.members(user, params.id)),
  );
  route(app, chat.leaveRoom, async ({ user, body }) => {
    await service.leave(user, body.roomId);
    return ok(null, { message: 'You have left the room.' });
  });
  route(app, chat.addUserToRoom, async ({ user, body }) =>
    ok(await service.addMembers(user, body.roomId, body.userIds), { message: 'Members added.' }),
  );
  route(app, chat.removeUserFromRoom, async ({ user, body }) => {
    await service.removeMember(user, body.roomId, body.userId);
    return ok(null, { message: 'Member removed.' });
  });
  route(app, chat.blockUser, async ({ user, body }) => {
    await service.setBlocked(user, body.roomId, body.userId, true);
    return ok(null, { message: 'Member blocked.' });
  });
  route(app, chat.unblockUser, async ({ user, body }) => {
    await service.setBlocked(user, body.roomId, body.userId, false);
    return ok(null, { message: 'Member unblocked.' });
  });
  route(app, chat.deleteRoom, async ({ user, params }) => {
    await service.deleteRoom(user, params.id);
    return ok(null, { message: 'Room deleted.' });
  });
  route(app, chat.editRoom, async ({ user, params, body }) =>
    ok(await service.rename(user, params.id, body.name), { message: 'Room renamed.' }),
  );

  route(app, chat.listDirectChats, async ({ user, query }) => {
    const { rows, total } = await service.directChats(user, query);
    return ok(rows, { count: total });
  });
  route(app, chat.listMessages, async ({ user, query }) => {
    const { messages, hasMore } = await service.history(user, query);
    return ok(messages, { count: hasMore ? 1 : 0 });
  });
  route(app, chat.chatAction, async ({ user, body }) => ok(await service.action(user, body)));
  route(app, chat.deleteDirectChat, async ({ user, body }) => {
    await service.deleteDirectChat(user, body.id);
    return ok(null, { message: 'Conversation deleted.' });
  });
  route(app, chat.listChatUsers, async ({ user, query }) => {
    const { rows, total } = await service.people(user, query);
    return ok(rows, { count: total });
  });

  route(app, chat.listStarredChats, async ({ user, query }) =>
    ok(await service.starred(user, 'chats', query)),
  );
  route(app, chat.listStarredChannels, async ({ user, query }) =>
    ok(await service.starred(user, 'communities', query)),
  );
  route(app, chat.listStarredUsers, async ({ user, query }) =>
    ok(await service.starred(user, 'users', query)),
  );
  route(app, chat.starAction, async ({ user, body }) =>
    ok(await service.star(user, body.type, body.id, body.starred)),
  );

  route(app, chat.getNotificationPrefs, async ({ user }) => ok(await service.mutes(user)));
  route(app, chat.notificationAction, async ({ user, body }) =>
    ok(await service.setMute(user, body.type, body.id, body.off)),
  );
}
