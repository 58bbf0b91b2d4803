ALTER TABLE "human_perspectives" ADD COLUMN "ranking" jsonb;--> statement-breakpoint
ALTER TABLE "human_perspectives" ADD COLUMN "veto" jsonb;