ALTER TABLE "boards" ADD COLUMN "option_rule" text DEFAULT 'borda' NOT NULL;--> statement-breakpoint
ALTER TABLE "human_votes" ADD COLUMN "ranking" jsonb;--> statement-breakpoint
ALTER TABLE "human_votes" ADD COLUMN "veto" jsonb;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "option_rule" text;