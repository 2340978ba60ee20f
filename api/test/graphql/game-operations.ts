// Operations the game tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const GameBoard = graphql(`
  query GameBoard($id: ID!) {
    game(id: $id) {
      id
      cells
      status
      turn
      turnDeadline
      turnMillisecondsLeft
      turnSeconds
      winner
      endReason
      winningLine
      viewerTeam
      opponentOnline
      moveCount
      team1Player { username }
      team2Player { username }
      winnerPlayer { username }
      moves { ply cell mark team player { username } }
      rematch { id }
      rematchOffer { id inviter { username } }
      latestRematchOffer { status sentByViewer }
    }
  }
`);

export const Lobby = graphql(`
  query Lobby($scope: LeaderboardScope, $first: Int, $after: String) {
    viewer {
      activeFriends { username }
      gameInvitationsReceived { id status inviter { username } invitee { username } millisecondsLeft sentByViewer }
      gameInvitationsSent { id invitee { username } }
      currentGame { id turn }
      gameRecord { wins draws losses gamesPlayed }
    }
    leaderboard(scope: $scope, first: $first, after: $after) {
      edges { cursor node { user { username } wins draws losses gamesPlayed } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const InviteToGame = graphql(`
  mutation InviteToGame($input: InviteToGameInput!) {
    inviteToGame(input: $input) {
      __typename
      ... on InviteToGamePayload { invitation { id status expiresAt inviter { username } invitee { username } } }
      ... on UserError { code message }
    }
  }
`);

export const AcceptGameInvitation = graphql(`
  mutation AcceptGameInvitation($input: AcceptGameInvitationInput!) {
    acceptGameInvitation(input: $input) {
      __typename
      ... on AcceptGameInvitationPayload { invitation { status } game { id turn viewerTeam team1Player { username } team2Player { username } turnMillisecondsLeft } }
      ... on UserError { code message }
    }
  }
`);

export const RejectGameInvitation = graphql(`
  mutation RejectGameInvitation($input: RejectGameInvitationInput!) {
    rejectGameInvitation(input: $input) {
      __typename
      ... on RejectGameInvitationPayload { invitation { status } }
      ... on UserError { code message }
    }
  }
`);

export const PlayGameMove = graphql(`
  mutation PlayGameMove($input: PlayGameMoveInput!) {
    playGameMove(input: $input) {
      __typename
      ... on PlayGameMovePayload { game { id cells turn status winner endReason winningLine } move { ply cell team } }
      ... on UserError { code message }
      ... on ValidationError { fieldErrors { field code message } }
    }
  }
`);

export const OfferRematch = graphql(`
  mutation OfferRematch($input: OfferRematchInput!) {
    offerRematch(input: $input) {
      __typename
      ... on OfferRematchPayload { offer { id status rematchOf { id } } rematch { id team1Player { username } } }
      ... on UserError { code message }
    }
  }
`);

export const AcceptRematch = graphql(`
  mutation AcceptRematch($input: AcceptRematchInput!) {
    acceptRematch(input: $input) {
      __typename
      ... on AcceptRematchPayload { game { id turn team1Player { username } team2Player { username } } }
      ... on UserError { code message }
    }
  }
`);

export const ForfeitGame = graphql(`
  mutation ForfeitGame($input: ForfeitGameInput!) {
    forfeitGame(input: $input) {
      __typename
      ... on ForfeitGamePayload { game { status winner endReason } }
      ... on UserError { code message }
    }
  }
`);

export const GameInvitationUpdated = graphql(`
  subscription GameInvitationUpdated {
    gameInvitationUpdated {
      kind
      message
      invitation { id status inviter { username } invitee { username } game { id } }
    }
  }
`);

export const GameUpdated = graphql(`
  subscription GameUpdated($gameId: ID!) {
    gameUpdated(gameId: $gameId) {
      kind
      game { cells turn status winner endReason turnMillisecondsLeft opponentOnline rematchOffer { id } }
      move { ply cell team player { username } }
      rematchOffer { id inviter { username } }
      rematch { id team1Player { username } }
    }
  }
`);

export const InviteWithTurnLength = graphql(`
  mutation InviteWithTurnLength($input: InviteToGameInput!) {
    inviteToGame(input: $input) {
      __typename
      ... on InviteToGamePayload { invitation { id answerSeconds turnSeconds createdAt expiresAt invitee { invitationAnswerSeconds } } }
      ... on UserError { code message }
      ... on ValidationError { fieldErrors { field code } }
    }
  }
`);

export const UpdateGameSettings = graphql(`
  mutation UpdateGameSettings($input: UpdateGameSettingsInput!) {
    updateGameSettings(input: $input) {
      __typename
      ... on UpdateGameSettingsPayload { viewer { id invitationAnswerSeconds } }
      ... on UserError { code message }
      ... on ValidationError { fieldErrors { field code } }
    }
  }
`);

export const GameTimingChoices = graphql(`
  query GameTimingChoices {
    gameTimingChoices { answerSeconds standardAnswerSeconds turnSeconds standardTurnSeconds }
  }
`);

export const WithdrawRematchOffer = graphql(`
  mutation WithdrawRematchOffer($input: WithdrawRematchOfferInput!) {
    withdrawRematchOffer(input: $input) {
      __typename
      ... on WithdrawRematchOfferPayload { offer { id status } }
      ... on UserError { code message }
    }
  }
`);

export const InvitationNotifications = graphql(`
  query InvitationNotifications {
    notifications(first: 10) {
      unreadCount
      edges { node { id kind message read invitation { id status turnSeconds answerSeconds rematchOf { id } } } }
    }
  }
`);

export const NotificationUpdated = graphql(`
  subscription NotificationUpdated {
    notificationUpdated {
      unreadCount
      notification { id kind read invitation { id status } }
    }
  }
`);
