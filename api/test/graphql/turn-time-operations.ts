// Operations the turn-time tests send (a player's time per turn, and "More time"), typed by codegen.
import { graphql } from "./__generated__/gql.ts";

export const UpdateTurnSetting = graphql(`
  mutation UpdateTurnSetting($input: UpdateGameSettingsInput!) {
    updateGameSettings(input: $input) {
      __typename
      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds turnSeconds } }
      ... on UserError { code message }
      ... on ValidationError { fieldErrors { field code } }
    }
  }
`);

export const InviteWithTurn = graphql(`
  mutation InviteWithTurn($input: InviteToGameInput!) {
    inviteToGame(input: $input) {
      __typename
      ... on InviteToGamePayload { invitation { id turnSeconds turnSecondsAskedBy { username } } }
      ... on UserError { code message }
    }
  }
`);

export const AcceptWithTurn = graphql(`
  mutation AcceptWithTurn($input: AcceptGameInvitationInput!) {
    acceptGameInvitation(input: $input) {
      __typename
      ... on AcceptGameInvitationPayload { game { id turnSeconds turnSecondsAskedBy turnMillisecondsLeft } }
      ... on UserError { code message }
    }
  }
`);

export const ExtendTurn = graphql(`
  mutation ExtendTurn($input: ExtendTurnInput!) {
    extendTurn(input: $input) {
      __typename
      ... on ExtendTurnPayload { game { turnDeadline viewerTurnExtensionsLeft } }
      ... on UserError { code message }
    }
  }
`);

export const TurnClock = graphql(`
  query TurnClock($id: ID!) {
    game(id: $id) { status turnDeadline turnSeconds turnSecondsAskedBy viewerTurnExtensionsLeft }
  }
`);

export const TurnExtendedUpdates = graphql(`
  subscription TurnExtendedUpdates($gameId: ID!) {
    gameUpdated(gameId: $gameId) { kind extendedBy game { turnDeadline } }
  }
`);
