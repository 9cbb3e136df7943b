-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Sport" AS ENUM ('basketball', 'netball');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female');

-- CreateEnum
CREATE TYPE "GenderIdentity" AS ENUM ('male', 'female', 'non_binary');

-- CreateEnum
CREATE TYPE "YesNoNotSay" AS ENUM ('yes', 'no', 'notsay');

-- CreateEnum
CREATE TYPE "DisabilityType" AS ENUM ('physical', 'intellectual', 'neurological', 'sensory', 'other');

-- CreateEnum
CREATE TYPE "ActiveStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('pending', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "TeamRole" AS ENUM ('manager', 'admin', 'coach', 'assistant', 'player');

-- CreateEnum
CREATE TYPE "TeamMemberRequestKind" AS ENUM ('new', 'temporary');

-- CreateEnum
CREATE TYPE "RequestStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "FinalStage" AS ENUM ('none', 'semi_final', 'final', 'grand_final');

-- CreateEnum
CREATE TYPE "ResultKind" AS ENUM ('normal', 'forfeit_non_advised', 'forfeit_notified', 'forfeit_admin', 'disqualified');

-- CreateEnum
CREATE TYPE "VoucherKind" AS ENUM ('akv', 'client');

-- CreateEnum
CREATE TYPE "DiscountMethod" AS ENUM ('fixed', 'percent');

-- CreateEnum
CREATE TYPE "OrderOrigin" AS ENUM ('store', 'membership', 'invoice', 'nomination', 'booking', 'hpc_plan', 'hpc_subscription');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'succeeded', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('card', 'eft', 'cash', 'voucher', 'no_charge');

-- CreateEnum
CREATE TYPE "PaymentGateway" AS ENUM ('stripe', 'sandbox', 'manual');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('pending', 'booked', 'cancelled');

-- CreateEnum
CREATE TYPE "BillingCycle" AS ENUM ('weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'suspended', 'paused', 'cancelled', 'expired');

-- CreateEnum
CREATE TYPE "EnrollmentStatus" AS ENUM ('booked', 'waitlisted', 'cancelled');

-- CreateTable
CREATE TABLE "AssociationSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "pointsWin" INTEGER NOT NULL DEFAULT 3,
    "pointsDraw" INTEGER NOT NULL DEFAULT 2,
    "pointsLoss" INTEGER NOT NULL DEFAULT 1,
    "pointsBye" INTEGER NOT NULL DEFAULT 0,
    "pointsForfeitWin" INTEGER NOT NULL DEFAULT 3,
    "pointsForfeitNonAdvised" INTEGER NOT NULL DEFAULT 0,
    "pointsForfeitNotified" INTEGER NOT NULL DEFAULT 0,
    "pointsForfeitAdmin" INTEGER NOT NULL DEFAULT 0,
    "pointsDisqualified" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AssociationSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Member" (
    "id" SERIAL NOT NULL,
    "username" TEXT,
    "usernameLower" TEXT,
    "passwordHash" TEXT,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "middlename" TEXT,
    "prefname" TEXT,
    "dob" DATE NOT NULL,
    "gender" "Gender" NOT NULL,
    "identifyGender" "GenderIdentity",
    "email" TEXT,
    "mobile" TEXT,
    "phone" TEXT,
    "workphone" TEXT,
    "address" TEXT,
    "suburb" TEXT,
    "postcode" TEXT,
    "state" TEXT,
    "job" TEXT,
    "jobTitle" TEXT,
    "school" TEXT,
    "skills" TEXT,
    "height" INTEGER,
    "weight" INTEGER,
    "ecFullname" TEXT,
    "ecMobile" TEXT,
    "ecFullname2" TEXT,
    "ecMobile2" TEXT,
    "ecMedical" TEXT,
    "disability" "YesNoNotSay",
    "disabilityType" "DisabilityType",
    "countryBirth" TEXT,
    "stateBirth" TEXT,
    "aboriginal" "YesNoNotSay",
    "photoPath" TEXT,
    "agreedToTerms" BOOLEAN NOT NULL DEFAULT false,
    "agreedToPrivacy" BOOLEAN NOT NULL DEFAULT false,
    "agreedToIndemnity" BOOLEAN NOT NULL DEFAULT false,
    "subscribedToNewsletter" BOOLEAN NOT NULL DEFAULT false,
    "subscribedToSms" BOOLEAN NOT NULL DEFAULT false,
    "subscribedToComm" BOOLEAN NOT NULL DEFAULT false,
    "acctName" TEXT,
    "acctBsb" VARCHAR(6),
    "acctNumber" VARCHAR(10),
    "mainSport" "Sport",
    "isEft" BOOLEAN NOT NULL DEFAULT false,
    "isRef" BOOLEAN NOT NULL DEFAULT false,
    "isRoster" BOOLEAN NOT NULL DEFAULT false,
    "isMan" BOOLEAN NOT NULL DEFAULT false,
    "isHpc" BOOLEAN NOT NULL DEFAULT false,
    "nonPl" BOOLEAN NOT NULL DEFAULT false,
    "skTm" BOOLEAN NOT NULL DEFAULT false,
    "skTmVal" INTEGER,
    "accessRef" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "stripeCustomerId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SportProfile" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "sport" "Sport" NOT NULL,
    "expiryDate" DATE,
    "membRenewal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SportProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "memberId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" "MailStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Season" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "sport" "Sport" NOT NULL DEFAULT 'basketball',
    "status" "ActiveStatus" NOT NULL DEFAULT 'active',
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "startDate" DATE,
    "nominationsOpen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Season_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Grade" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Grade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DivisionGroup" (
    "id" SERIAL NOT NULL,
    "gradeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT,
    "capacity" INTEGER,

    CONSTRAINT "DivisionGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Division" (
    "id" SERIAL NOT NULL,
    "seasonId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "note" TEXT,
    "showResults" BOOLEAN NOT NULL DEFAULT true,
    "minPlayers" INTEGER,
    "maxPlayers" INTEGER,
    "skipMinPlayers" BOOLEAN NOT NULL DEFAULT false,
    "waitlist" BOOLEAN NOT NULL DEFAULT false,
    "capacity" INTEGER,
    "status" "ActiveStatus" NOT NULL DEFAULT 'active',
    "nominationPriceCents" INTEGER NOT NULL DEFAULT 0,
    "finalsQualPercent" INTEGER,
    "pointsWin" INTEGER,
    "pointsDraw" INTEGER,
    "pointsLoss" INTEGER,
    "pointsBye" INTEGER,
    "pointsForfeitWin" INTEGER,
    "pointsForfeitNonAdvised" INTEGER,
    "pointsForfeitNotified" INTEGER,
    "pointsForfeitAdmin" INTEGER,
    "pointsDisqualified" INTEGER,

    CONSTRAINT "Division_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Venue" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT,
    "suburb" TEXT,
    "postcode" TEXT,
    "state" TEXT,

    CONSTRAINT "Venue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Court" (
    "id" SERIAL NOT NULL,
    "venueId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "parentCourtId" INTEGER,
    "bookable" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "sportId" INTEGER,
    "typeId" INTEGER,
    "optionId" INTEGER,

    CONSTRAINT "Court_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourtHours" (
    "id" SERIAL NOT NULL,
    "courtId" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "openMinute" INTEGER NOT NULL,
    "closeMinute" INTEGER NOT NULL,

    CONSTRAINT "CourtHours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "divisionId" INTEGER NOT NULL,
    "singletColour" TEXT,
    "numberColour" TEXT,
    "preferredDivisionId" INTEGER,
    "previousTeamId" INTEGER,
    "nominationNote" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamPosition" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "role" "TeamRole" NOT NULL,
    "playingNumber" INTEGER,
    "attendance" INTEGER NOT NULL DEFAULT 0,
    "isRepresentative" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamPosition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMemberRequest" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "kind" "TeamMemberRequestKind" NOT NULL,
    "memberId" INTEGER,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "dob" DATE NOT NULL,
    "gender" "Gender" NOT NULL,
    "email" TEXT,
    "role" "TeamRole" NOT NULL,
    "gameId" INTEGER,
    "replacingMemberId" INTEGER,
    "status" "RequestStatus" NOT NULL DEFAULT 'pending',
    "requestedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMPTZ(3),

    CONSTRAINT "TeamMemberRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" SERIAL NOT NULL,
    "divisionId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "courtId" INTEGER,
    "teamAId" INTEGER,
    "teamBId" INTEGER,
    "byeTeamId" INTEGER,
    "dutyTeamId" INTEGER,
    "doublePoints" BOOLEAN NOT NULL DEFAULT false,
    "excludedDate" BOOLEAN NOT NULL DEFAULT false,
    "matchLabel" TEXT,
    "finalStage" "FinalStage" NOT NULL DEFAULT 'none',
    "rankLabelA" TEXT,
    "rankLabelB" TEXT,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameResult" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "kind" "ResultKind" NOT NULL DEFAULT 'normal',
    "scoreA" INTEGER,
    "scoreB" INTEGER,
    "forfeitingTeamId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "GameResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameForfeit" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "teamId" INTEGER NOT NULL,
    "requestedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameForfeit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PointsAdjustment" (
    "id" SERIAL NOT NULL,
    "divisionId" INTEGER NOT NULL,
    "teamId" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PointsAdjustment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlayerGameStat" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "teamId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "playingNumber" INTEGER,
    "points" INTEGER NOT NULL DEFAULT 0,
    "onePoints" INTEGER NOT NULL DEFAULT 0,
    "twoPoints" INTEGER NOT NULL DEFAULT 0,
    "threePoints" INTEGER NOT NULL DEFAULT 0,
    "fouls" INTEGER NOT NULL DEFAULT 0,
    "techFouls" INTEGER NOT NULL DEFAULT 0,
    "unspFouls" INTEGER NOT NULL DEFAULT 0,
    "disqFouls" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PlayerGameStat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductCategory" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "parentId" INTEGER,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "cover" TEXT,
    "priceCents" INTEGER NOT NULL,
    "quantity" INTEGER,
    "booked" INTEGER NOT NULL DEFAULT 0,
    "categoryId" INTEGER,
    "venueId" INTEGER,
    "dateStart" DATE,
    "dateEnd" DATE,
    "timeStart" TEXT,
    "timeEnd" TEXT,
    "voucherEligible" BOOLEAN NOT NULL DEFAULT false,
    "akv" BOOLEAN NOT NULL DEFAULT false,
    "noAttendee" BOOLEAN NOT NULL DEFAULT false,
    "orderQtyMax" INTEGER,
    "isHpc" BOOLEAN NOT NULL DEFAULT false,
    "isDonation" BOOLEAN NOT NULL DEFAULT false,
    "isMembership" BOOLEAN NOT NULL DEFAULT false,
    "membershipSport" "Sport",
    "membershipMonths" INTEGER,
    "isNomination" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Voucher" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(50) NOT NULL,
    "pinDDMM" VARCHAR(4) NOT NULL,
    "kind" "VoucherKind" NOT NULL,
    "method" "DiscountMethod" NOT NULL,
    "value" INTEGER NOT NULL,
    "recipientMemberId" INTEGER,
    "singleUse" BOOLEAN NOT NULL DEFAULT true,
    "expiresAt" TIMESTAMPTZ(3),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "redeemedAt" TIMESTAMPTZ(3),
    "redeemedOrderId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Voucher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER,
    "teamId" INTEGER,
    "dueDate" DATE NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "legacyTeams" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLine" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "productId" INTEGER,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "unitPriceCents" INTEGER NOT NULL,
    "payoutCents" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "origin" "OrderOrigin" NOT NULL,
    "invoiceId" INTEGER,
    "teamId" INTEGER,
    "subscriptionId" INTEGER,
    "voucherId" INTEGER,
    "subtotalCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "donationCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL,
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "paidAt" TIMESTAMPTZ(3),
    "isHpc" BOOLEAN NOT NULL DEFAULT false,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderLine" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,

    CONSTRAINT "OrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attendee" (
    "id" SERIAL NOT NULL,
    "createdById" INTEGER NOT NULL,
    "memberId" INTEGER,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "dob" DATE NOT NULL,
    "gender" "Gender" NOT NULL,
    "email" TEXT,
    "mobile" TEXT,
    "address" TEXT,
    "suburb" TEXT,
    "postcode" TEXT,
    "state" TEXT,
    "ecFullname" TEXT,
    "ecMobile" TEXT,
    "ecMedical" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Attendee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderLineAttendee" (
    "id" SERIAL NOT NULL,
    "orderLineId" INTEGER NOT NULL,
    "attendeeId" INTEGER NOT NULL,

    CONSTRAINT "OrderLineAttendee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "invoiceId" INTEGER,
    "memberId" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL DEFAULT 0,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "method" "PaymentMethod" NOT NULL,
    "gateway" "PaymentGateway" NOT NULL,
    "gatewayRef" TEXT,
    "status" "PaymentStatus" NOT NULL,
    "description" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GatewayEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMPTZ(3),

    CONSTRAINT "GatewayEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingSport" (
    "id" SERIAL NOT NULL,
    "venueId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "BookingSport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingType" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "BookingType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookingOption" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "BookingOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateRule" (
    "id" SERIAL NOT NULL,
    "venueId" INTEGER NOT NULL,
    "sportId" INTEGER,
    "typeId" INTEGER,
    "optionId" INTEGER,
    "weekday" INTEGER,
    "fromMinute" INTEGER NOT NULL,
    "toMinute" INTEGER NOT NULL,
    "pricePerHourCents" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "blockedMessage" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "RateRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "courtId" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "sportId" INTEGER NOT NULL,
    "typeId" INTEGER NOT NULL,
    "optionId" INTEGER,
    "orderId" INTEGER,
    "invoiceId" INTEGER,
    "priceCents" INTEGER NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourtOccupancy" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "courtId" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CourtOccupancy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefereeAvailability" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "seasonId" INTEGER NOT NULL,
    "venueId" INTEGER,
    "weekday" INTEGER NOT NULL,
    "timeSlot" VARCHAR(5) NOT NULL,

    CONSTRAINT "RefereeAvailability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefereeUnavailableDate" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "seasonId" INTEGER NOT NULL,
    "date" DATE NOT NULL,

    CONSTRAINT "RefereeUnavailableDate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefereeAssignment" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "rosterType" TEXT NOT NULL,

    CONSTRAINT "RefereeAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RosterPublication" (
    "id" SERIAL NOT NULL,
    "seasonId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "publishedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RosterPublication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LocalEvent" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "LocalEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LocalRosterEntry" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "scheduleAt" TIMESTAMPTZ(3) NOT NULL,
    "venueId" INTEGER NOT NULL,
    "courtId" INTEGER,
    "function" TEXT NOT NULL,

    CONSTRAINT "LocalRosterEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" SERIAL NOT NULL,
    "tab" TEXT NOT NULL,
    "sectionName" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NoticeboardRow" (
    "id" SERIAL NOT NULL,
    "noticeId" INTEGER,
    "sectionName" TEXT NOT NULL,
    "firstname" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "gender" TEXT,
    "email" TEXT,
    "competition" TEXT,
    "comment" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NoticeboardRow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Plan" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "cover" TEXT,
    "priceCents" INTEGER NOT NULL,
    "billingCycle" "BillingCycle" NOT NULL,
    "autoRenewal" BOOLEAN NOT NULL DEFAULT true,
    "slidingDate" BOOLEAN NOT NULL DEFAULT false,
    "startDate" DATE,
    "endDate" DATE,
    "expiryPeriodDays" INTEGER,
    "excludedDates" DATE[],
    "minimumTermMonths" INTEGER NOT NULL DEFAULT 3,
    "noticePeriodDays" INTEGER NOT NULL DEFAULT 30,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subscription" (
    "id" SERIAL NOT NULL,
    "memberId" INTEGER NOT NULL,
    "planId" INTEGER NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'active',
    "priceCents" INTEGER NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "currentPeriodEnd" TIMESTAMPTZ(3) NOT NULL,
    "stripeSubscriptionId" TEXT,
    "paymentMethodRef" TEXT,
    "cardBrand" TEXT,
    "cardLast4" VARCHAR(4),
    "pauseRequestedAt" TIMESTAMPTZ(3),
    "cancelRequestedAt" TIMESTAMPTZ(3),
    "lastPaymentFailedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HpcClass" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "venueId" INTEGER,
    "room" TEXT,
    "trainers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "activities" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "colour" TEXT,
    "capacity" INTEGER NOT NULL,
    "bookedCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HpcClass_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassEnrollment" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "status" "EnrollmentStatus" NOT NULL,
    "waitlistedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ClassEnrollment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Member_usernameLower_key" ON "Member"("usernameLower");

-- CreateIndex
CREATE UNIQUE INDEX "Member_stripeCustomerId_key" ON "Member"("stripeCustomerId");

-- CreateIndex
CREATE INDEX "Member_email_idx" ON "Member"("email");

-- CreateIndex
CREATE INDEX "Member_lastname_firstname_dob_idx" ON "Member"("lastname", "firstname", "dob");

-- CreateIndex
CREATE UNIQUE INDEX "SportProfile_memberId_sport_key" ON "SportProfile"("memberId", "sport");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_memberId_idx" ON "PasswordResetToken"("memberId");

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "DivisionGroup_gradeId_idx" ON "DivisionGroup"("gradeId");

-- CreateIndex
CREATE INDEX "Division_seasonId_idx" ON "Division"("seasonId");

-- CreateIndex
CREATE INDEX "Division_groupId_idx" ON "Division"("groupId");

-- CreateIndex
CREATE INDEX "Court_venueId_idx" ON "Court"("venueId");

-- CreateIndex
CREATE INDEX "Court_parentCourtId_idx" ON "Court"("parentCourtId");

-- CreateIndex
CREATE INDEX "CourtHours_courtId_weekday_idx" ON "CourtHours"("courtId", "weekday");

-- CreateIndex
CREATE INDEX "Team_createdById_idx" ON "Team"("createdById");

-- CreateIndex
CREATE INDEX "Team_previousTeamId_idx" ON "Team"("previousTeamId");

-- CreateIndex
CREATE UNIQUE INDEX "Team_divisionId_name_key" ON "Team"("divisionId", "name");

-- CreateIndex
CREATE INDEX "TeamPosition_memberId_idx" ON "TeamPosition"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "TeamPosition_teamId_memberId_role_key" ON "TeamPosition"("teamId", "memberId", "role");

-- CreateIndex
CREATE INDEX "TeamMemberRequest_teamId_status_idx" ON "TeamMemberRequest"("teamId", "status");

-- CreateIndex
CREATE INDEX "TeamMemberRequest_gameId_idx" ON "TeamMemberRequest"("gameId");

-- CreateIndex
CREATE INDEX "Game_divisionId_round_idx" ON "Game"("divisionId", "round");

-- CreateIndex
CREATE INDEX "Game_divisionId_startsAt_idx" ON "Game"("divisionId", "startsAt");

-- CreateIndex
CREATE INDEX "Game_courtId_startsAt_idx" ON "Game"("courtId", "startsAt");

-- CreateIndex
CREATE INDEX "Game_teamAId_idx" ON "Game"("teamAId");

-- CreateIndex
CREATE INDEX "Game_teamBId_idx" ON "Game"("teamBId");

-- CreateIndex
CREATE INDEX "Game_byeTeamId_idx" ON "Game"("byeTeamId");

-- CreateIndex
CREATE INDEX "Game_dutyTeamId_idx" ON "Game"("dutyTeamId");

-- CreateIndex
CREATE INDEX "Game_startsAt_idx" ON "Game"("startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "GameResult_gameId_key" ON "GameResult"("gameId");

-- CreateIndex
CREATE INDEX "GameResult_forfeitingTeamId_idx" ON "GameResult"("forfeitingTeamId");

-- CreateIndex
CREATE INDEX "GameForfeit_teamId_idx" ON "GameForfeit"("teamId");

-- CreateIndex
CREATE UNIQUE INDEX "GameForfeit_gameId_teamId_key" ON "GameForfeit"("gameId", "teamId");

-- CreateIndex
CREATE INDEX "PointsAdjustment_divisionId_idx" ON "PointsAdjustment"("divisionId");

-- CreateIndex
CREATE INDEX "PointsAdjustment_teamId_idx" ON "PointsAdjustment"("teamId");

-- CreateIndex
CREATE INDEX "PlayerGameStat_teamId_gameId_idx" ON "PlayerGameStat"("teamId", "gameId");

-- CreateIndex
CREATE INDEX "PlayerGameStat_memberId_idx" ON "PlayerGameStat"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "PlayerGameStat_gameId_memberId_key" ON "PlayerGameStat"("gameId", "memberId");

-- CreateIndex
CREATE INDEX "ProductCategory_parentId_idx" ON "ProductCategory"("parentId");

-- CreateIndex
CREATE INDEX "Product_categoryId_idx" ON "Product"("categoryId");

-- CreateIndex
CREATE INDEX "Product_venueId_idx" ON "Product"("venueId");

-- CreateIndex
CREATE INDEX "Product_active_isHpc_idx" ON "Product"("active", "isHpc");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_number_key" ON "Voucher"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_redeemedOrderId_key" ON "Voucher"("redeemedOrderId");

-- CreateIndex
CREATE INDEX "Voucher_recipientMemberId_idx" ON "Voucher"("recipientMemberId");

-- CreateIndex
CREATE INDEX "Invoice_memberId_idx" ON "Invoice"("memberId");

-- CreateIndex
CREATE INDEX "Invoice_teamId_idx" ON "Invoice"("teamId");

-- CreateIndex
CREATE INDEX "InvoiceLine_invoiceId_idx" ON "InvoiceLine"("invoiceId");

-- CreateIndex
CREATE INDEX "Order_memberId_createdAt_idx" ON "Order"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_invoiceId_idx" ON "Order"("invoiceId");

-- CreateIndex
CREATE INDEX "Order_teamId_idx" ON "Order"("teamId");

-- CreateIndex
CREATE INDEX "Order_subscriptionId_idx" ON "Order"("subscriptionId");

-- CreateIndex
CREATE INDEX "Order_voucherId_idx" ON "Order"("voucherId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_memberId_idempotencyKey_key" ON "Order"("memberId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "OrderLine_orderId_idx" ON "OrderLine"("orderId");

-- CreateIndex
CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");

-- CreateIndex
CREATE INDEX "Attendee_createdById_idx" ON "Attendee"("createdById");

-- CreateIndex
CREATE INDEX "Attendee_memberId_idx" ON "Attendee"("memberId");

-- CreateIndex
CREATE INDEX "OrderLineAttendee_attendeeId_idx" ON "OrderLineAttendee"("attendeeId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderLineAttendee_orderLineId_attendeeId_key" ON "OrderLineAttendee"("orderLineId", "attendeeId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_gatewayRef_key" ON "Payment"("gatewayRef");

-- CreateIndex
CREATE INDEX "Payment_orderId_idx" ON "Payment"("orderId");

-- CreateIndex
CREATE INDEX "Payment_invoiceId_idx" ON "Payment"("invoiceId");

-- CreateIndex
CREATE INDEX "Payment_memberId_createdAt_idx" ON "Payment"("memberId", "createdAt");

-- CreateIndex
CREATE INDEX "BookingSport_venueId_idx" ON "BookingSport"("venueId");

-- CreateIndex
CREATE UNIQUE INDEX "BookingType_slug_key" ON "BookingType"("slug");

-- CreateIndex
CREATE INDEX "RateRule_venueId_idx" ON "RateRule"("venueId");

-- CreateIndex
CREATE INDEX "Booking_courtId_startsAt_idx" ON "Booking"("courtId", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_memberId_startsAt_idx" ON "Booking"("memberId", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_orderId_idx" ON "Booking"("orderId");

-- CreateIndex
CREATE INDEX "Booking_invoiceId_idx" ON "Booking"("invoiceId");

-- CreateIndex
CREATE INDEX "CourtOccupancy_bookingId_idx" ON "CourtOccupancy"("bookingId");

-- CreateIndex
CREATE INDEX "CourtOccupancy_courtId_startsAt_idx" ON "CourtOccupancy"("courtId", "startsAt");

-- CreateIndex
CREATE INDEX "RefereeAvailability_seasonId_idx" ON "RefereeAvailability"("seasonId");

-- CreateIndex
CREATE UNIQUE INDEX "RefereeAvailability_memberId_seasonId_venueId_weekday_timeS_key" ON "RefereeAvailability"("memberId", "seasonId", "venueId", "weekday", "timeSlot");

-- CreateIndex
CREATE UNIQUE INDEX "RefereeUnavailableDate_memberId_seasonId_date_key" ON "RefereeUnavailableDate"("memberId", "seasonId", "date");

-- CreateIndex
CREATE INDEX "RefereeAssignment_memberId_idx" ON "RefereeAssignment"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "RefereeAssignment_gameId_memberId_rosterType_key" ON "RefereeAssignment"("gameId", "memberId", "rosterType");

-- CreateIndex
CREATE UNIQUE INDEX "RosterPublication_seasonId_date_key" ON "RosterPublication"("seasonId", "date");

-- CreateIndex
CREATE INDEX "LocalRosterEntry_eventId_scheduleAt_idx" ON "LocalRosterEntry"("eventId", "scheduleAt");

-- CreateIndex
CREATE INDEX "LocalRosterEntry_memberId_scheduleAt_idx" ON "LocalRosterEntry"("memberId", "scheduleAt");

-- CreateIndex
CREATE INDEX "Notice_tab_idx" ON "Notice"("tab");

-- CreateIndex
CREATE INDEX "NoticeboardRow_sectionName_idx" ON "NoticeboardRow"("sectionName");

-- CreateIndex
CREATE INDEX "NoticeboardRow_noticeId_idx" ON "NoticeboardRow"("noticeId");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_stripeSubscriptionId_key" ON "Subscription"("stripeSubscriptionId");

-- CreateIndex
CREATE INDEX "Subscription_memberId_status_idx" ON "Subscription"("memberId", "status");

-- CreateIndex
CREATE INDEX "Subscription_planId_idx" ON "Subscription"("planId");

-- CreateIndex
CREATE INDEX "Subscription_status_currentPeriodEnd_idx" ON "Subscription"("status", "currentPeriodEnd");

-- CreateIndex
CREATE INDEX "HpcClass_startsAt_idx" ON "HpcClass"("startsAt");

-- CreateIndex
CREATE INDEX "ClassEnrollment_classId_status_waitlistedAt_idx" ON "ClassEnrollment"("classId", "status", "waitlistedAt");

-- CreateIndex
CREATE INDEX "ClassEnrollment_memberId_idx" ON "ClassEnrollment"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "ClassEnrollment_classId_memberId_key" ON "ClassEnrollment"("classId", "memberId");

-- AddForeignKey
ALTER TABLE "SportProfile" ADD CONSTRAINT "SportProfile_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DivisionGroup" ADD CONSTRAINT "DivisionGroup_gradeId_fkey" FOREIGN KEY ("gradeId") REFERENCES "Grade"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Division" ADD CONSTRAINT "Division_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Division" ADD CONSTRAINT "Division_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "DivisionGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Court" ADD CONSTRAINT "Court_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Court" ADD CONSTRAINT "Court_parentCourtId_fkey" FOREIGN KEY ("parentCourtId") REFERENCES "Court"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Court" ADD CONSTRAINT "Court_sportId_fkey" FOREIGN KEY ("sportId") REFERENCES "BookingSport"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Court" ADD CONSTRAINT "Court_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "BookingType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Court" ADD CONSTRAINT "Court_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "BookingOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourtHours" ADD CONSTRAINT "CourtHours_courtId_fkey" FOREIGN KEY ("courtId") REFERENCES "Court"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_divisionId_fkey" FOREIGN KEY ("divisionId") REFERENCES "Division"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_preferredDivisionId_fkey" FOREIGN KEY ("preferredDivisionId") REFERENCES "Division"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_previousTeamId_fkey" FOREIGN KEY ("previousTeamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPosition" ADD CONSTRAINT "TeamPosition_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPosition" ADD CONSTRAINT "TeamPosition_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMemberRequest" ADD CONSTRAINT "TeamMemberRequest_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMemberRequest" ADD CONSTRAINT "TeamMemberRequest_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMemberRequest" ADD CONSTRAINT "TeamMemberRequest_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMemberRequest" ADD CONSTRAINT "TeamMemberRequest_replacingMemberId_fkey" FOREIGN KEY ("replacingMemberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMemberRequest" ADD CONSTRAINT "TeamMemberRequest_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_divisionId_fkey" FOREIGN KEY ("divisionId") REFERENCES "Division"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_courtId_fkey" FOREIGN KEY ("courtId") REFERENCES "Court"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_teamAId_fkey" FOREIGN KEY ("teamAId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_teamBId_fkey" FOREIGN KEY ("teamBId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_byeTeamId_fkey" FOREIGN KEY ("byeTeamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_dutyTeamId_fkey" FOREIGN KEY ("dutyTeamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameResult" ADD CONSTRAINT "GameResult_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameResult" ADD CONSTRAINT "GameResult_forfeitingTeamId_fkey" FOREIGN KEY ("forfeitingTeamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameForfeit" ADD CONSTRAINT "GameForfeit_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameForfeit" ADD CONSTRAINT "GameForfeit_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameForfeit" ADD CONSTRAINT "GameForfeit_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsAdjustment" ADD CONSTRAINT "PointsAdjustment_divisionId_fkey" FOREIGN KEY ("divisionId") REFERENCES "Division"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsAdjustment" ADD CONSTRAINT "PointsAdjustment_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerGameStat" ADD CONSTRAINT "PlayerGameStat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerGameStat" ADD CONSTRAINT "PlayerGameStat_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlayerGameStat" ADD CONSTRAINT "PlayerGameStat_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductCategory" ADD CONSTRAINT "ProductCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ProductCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ProductCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_recipientMemberId_fkey" FOREIGN KEY ("recipientMemberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_redeemedOrderId_fkey" FOREIGN KEY ("redeemedOrderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_voucherId_fkey" FOREIGN KEY ("voucherId") REFERENCES "Voucher"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendee" ADD CONSTRAINT "Attendee_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendee" ADD CONSTRAINT "Attendee_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLineAttendee" ADD CONSTRAINT "OrderLineAttendee_orderLineId_fkey" FOREIGN KEY ("orderLineId") REFERENCES "OrderLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLineAttendee" ADD CONSTRAINT "OrderLineAttendee_attendeeId_fkey" FOREIGN KEY ("attendeeId") REFERENCES "Attendee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookingSport" ADD CONSTRAINT "BookingSport_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RateRule" ADD CONSTRAINT "RateRule_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RateRule" ADD CONSTRAINT "RateRule_sportId_fkey" FOREIGN KEY ("sportId") REFERENCES "BookingSport"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RateRule" ADD CONSTRAINT "RateRule_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "BookingType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RateRule" ADD CONSTRAINT "RateRule_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "BookingOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_courtId_fkey" FOREIGN KEY ("courtId") REFERENCES "Court"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_sportId_fkey" FOREIGN KEY ("sportId") REFERENCES "BookingSport"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "BookingType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "BookingOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourtOccupancy" ADD CONSTRAINT "CourtOccupancy_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourtOccupancy" ADD CONSTRAINT "CourtOccupancy_courtId_fkey" FOREIGN KEY ("courtId") REFERENCES "Court"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeAvailability" ADD CONSTRAINT "RefereeAvailability_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeAvailability" ADD CONSTRAINT "RefereeAvailability_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeAvailability" ADD CONSTRAINT "RefereeAvailability_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeUnavailableDate" ADD CONSTRAINT "RefereeUnavailableDate_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeUnavailableDate" ADD CONSTRAINT "RefereeUnavailableDate_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeAssignment" ADD CONSTRAINT "RefereeAssignment_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefereeAssignment" ADD CONSTRAINT "RefereeAssignment_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RosterPublication" ADD CONSTRAINT "RosterPublication_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocalRosterEntry" ADD CONSTRAINT "LocalRosterEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "LocalEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocalRosterEntry" ADD CONSTRAINT "LocalRosterEntry_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocalRosterEntry" ADD CONSTRAINT "LocalRosterEntry_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocalRosterEntry" ADD CONSTRAINT "LocalRosterEntry_courtId_fkey" FOREIGN KEY ("courtId") REFERENCES "Court"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NoticeboardRow" ADD CONSTRAINT "NoticeboardRow_noticeId_fkey" FOREIGN KEY ("noticeId") REFERENCES "Notice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HpcClass" ADD CONSTRAINT "HpcClass_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassEnrollment" ADD CONSTRAINT "ClassEnrollment_classId_fkey" FOREIGN KEY ("classId") REFERENCES "HpcClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassEnrollment" ADD CONSTRAINT "ClassEnrollment_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

