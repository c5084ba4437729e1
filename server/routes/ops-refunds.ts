// POST /api/ops/refund (README "Payments"): the operator refunds a paid purchase, in whole or in
// part, to the card through the provider or to the wallet; `refund_key` makes a repeat the same
// refund. Mounted by ops.ts behind its operator-only guard.
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { positiveKdField } from "../../contract/fields.ts";
import { input, intField } from "../http/input.ts";
import type { AuthEnv } from "../auth/require-user.ts";
import { requireOperator } from "../ops/require-operator.ts";
import { filsToWire } from "../../rules/money.ts";

const REFUND_INPUT = z.object({
  purchase_id: intField,
  amount: positiveKdField,
  destination: z.enum(["card", "wallet"]),
  reason: z.string().trim().min(1).max(200),
  refund_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});

export function opsRefundRoutes({ db, refunds }: AppDeps) {
  const app = new Hono<AuthEnv>();
  app.use("/ops/*", requireOperator(db));
  app.post("/ops/refund", async (c) => {
    const f = await input(c, REFUND_INPUT);
    const { refund, repeated } = await refunds.refund({
      purchaseId: f.purchase_id,
      key: f.refund_key,
      destination: f.destination,
      amountFils: f.amount,
      reason: f.reason,
      operatorId: c.get("user").id,
    });
    return c.json({
      data: {
        refund_id: refund.id,
        purchase_id: refund.purchase_id,
        destination: refund.destination,
        amount: filsToWire(refund.amount_fils),
        status: refund.status,
        repeated,
      },
    });
  });
  return app;
}
