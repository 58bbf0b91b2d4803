// Attendance at a meeting: the roster with what was recorded and the quorum; recording it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contracts/errors.ts';
import { attendanceSchema, recordAttendanceBodySchema } from '../../../contracts/minutes.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { AttendanceService } from './attendance.ts';

const params = z.object({ id: idSchema });
const errors = errorResponses(401, 403, 404, 409, 422);

export const attendanceRoutes: FastifyPluginAsyncZod<{ service: AttendanceService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/meetings/:id/attendance',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Who attended the meeting, and its quorum',
        params,
        response: { 200: attendanceSchema, ...errors },
      },
    },
    async (request) => service.get(actorOf(request), request.params.id),
  );

  app.put(
    '/meetings/:id/attendance',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Record attendance (present, remote, absent, apologies) until the minutes are approved',
        params,
        body: recordAttendanceBodySchema,
        response: { 200: attendanceSchema, ...errors },
      },
    },
    async (request) => service.record(actorOf(request), request.params.id, request.body),
  );
};
