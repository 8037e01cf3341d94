import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subscribeMessages, subscribeRequest, subscribeResponse } from "../../shared/subscribe.contract";
import { addSubscriber } from "../db/subscribers.repo";
import type { Database } from "../db/database";
import { HttpError } from "../http-error";
import { safeError } from "../log-safety";

const subscribeRoute: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    "/api/subscribe",
    {
      config: { rateClass: "subscribe" },
      schema: {
        summary: "Subscribe to the newsletter (and optionally send an idea)",
        tags: ["subscribers"],
        body: subscribeRequest,
        response: { 201: subscribeResponse },
      },
    },
    async (request, reply) => {
      let result;
      try {
        await database.ready();
        result = await addSubscriber(database.db, request.body.email, request.body.message);
      } catch (error) {
        request.log.warn({ err: safeError(error) }, "subscriber store unavailable");
        throw new HttpError(503, subscribeMessages.databaseDown);
      }
      if (result.status === "duplicate") throw new HttpError(409, subscribeMessages.duplicate);
      return reply.code(201).send({ ok: true, message: subscribeMessages.inline });
    },
  );
};

export default subscribeRoute;
