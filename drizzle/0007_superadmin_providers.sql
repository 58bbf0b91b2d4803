CREATE TABLE "ai_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"base_url" text,
	"api_key_ciphertext" text,
	"api_key_last4" text,
	"default_model" text NOT NULL,
	"concurrency" integer DEFAULT 8 NOT NULL,
	"timeout_ms" integer DEFAULT 60000 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "ai_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "capabilities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "provider_name" text;--> statement-breakpoint
ALTER TABLE "ai_providers" ADD CONSTRAINT "ai_providers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_providers" ADD CONSTRAINT "ai_providers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_providers_organization_idx" ON "ai_providers" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_providers_platform_default_unique" ON "ai_providers" USING btree ("is_default") WHERE "ai_providers"."is_default" and "ai_providers"."organization_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_providers_organization_default_unique" ON "ai_providers" USING btree ("organization_id") WHERE "ai_providers"."is_default" and "ai_providers"."organization_id" is not null;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_ai_provider_id_ai_providers_id_fk" FOREIGN KEY ("ai_provider_id") REFERENCES "public"."ai_providers"("id") ON DELETE set null ON UPDATE no action;