ALTER TABLE "boards" ADD COLUMN "option_rule" text DEFAULT 'borda' NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "option_rule" text;