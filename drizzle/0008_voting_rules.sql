ALTER TABLE "boards" ADD COLUMN "voting_rule" jsonb;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "voting_rule" jsonb;