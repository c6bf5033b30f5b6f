"""Real services for the several-nodes tests: one redis-server and one PostgreSQL cluster for
the whole session (started on loopback, stopped and removed by their finalizers, even when a
test fails), a fresh database per test, and Redis emptied before each test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.server.services import PostgresService, RedisService, postgres_missing, redis_missing


@pytest.fixture(scope="session")
def redis_service() -> Iterator[RedisService]:
    reason = redis_missing()
    if reason is not None:
        pytest.skip(reason)
    service = RedisService()
    try:
        service.start()
        yield service
    finally:
        service.stop()


@pytest.fixture(scope="session")
def postgres_service() -> Iterator[PostgresService]:
    reason = postgres_missing()
    if reason is not None:
        pytest.skip(reason)
    service = PostgresService()
    try:
        service.init().start()
        yield service
    finally:
        service.remove()


@pytest.fixture
def postgres_url(postgres_service: PostgresService) -> str:
    if not postgres_service.running():
        postgres_service.start()  # a test that stopped it and failed before starting it again
    return postgres_service.create_database()


@pytest.fixture
def redis_url(redis_service: RedisService) -> str:
    import redis

    if redis_service.process is None or redis_service.process.poll() is not None:
        redis_service.start()  # a test that stopped it and failed before starting it again
    client = redis.Redis.from_url(redis_service.url)
    try:
        client.flushall()
    finally:
        client.close()
    return redis_service.url
