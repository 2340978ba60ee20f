-- A post holds 1 to 10 images, in order, each with its alt text: the one image every post had
-- so far (Post.imageId) moves into PostImage as the post's first image (position 0), without
-- alt text, and Post.imageId goes.

-- CreateTable
CREATE TABLE "PostImage" (
    "id" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "mediaId" UUID NOT NULL,
    "altText" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "PostImage_pkey" PRIMARY KEY ("id")
);

-- Move every post's image (ids made here, as the app's uuid(7) default is Prisma's, not the database's)
INSERT INTO "PostImage" ("id", "postId", "position", "mediaId", "altText")
SELECT gen_random_uuid(), "id", 0, "imageId", '' FROM "Post";

-- CreateIndex
CREATE INDEX "PostImage_mediaId_idx" ON "PostImage"("mediaId");

-- CreateIndex
CREATE UNIQUE INDEX "PostImage_postId_position_key" ON "PostImage"("postId", "position");

-- AddForeignKey
ALTER TABLE "PostImage" ADD CONSTRAINT "PostImage_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostImage" ADD CONSTRAINT "PostImage_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- DropForeignKey
ALTER TABLE "Post" DROP CONSTRAINT "Post_imageId_fkey";

-- DropIndex
DROP INDEX "Post_imageId_idx";

-- AlterTable
ALTER TABLE "Post" DROP COLUMN "imageId";
