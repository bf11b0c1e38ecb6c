// The peer of the engine's two-host benchmark (EnginePair.sendPacketsPerSecond), for `rdmawb bench --vs-ns3`:
// two nodes on a 100 Gbit/s point-to-point cable, one side sending 64-byte UDP datagrams that the other echoes,
// as an RC SEND draws an ACK. Prints the frames delivered and the wall-clock seconds of Simulator::Run alone.
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/point-to-point-module.h"

using namespace ns3;

static uint64_t g_delivered = 0;

static void Delivered(Ptr<const Packet>) { ++g_delivered; }

int main(int argc, char *argv[]) {
    uint32_t messages = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 200000;

    NodeContainer nodes;
    nodes.Create(2);
    PointToPointHelper cable;
    cable.SetDeviceAttribute("DataRate", StringValue("100Gbps"));
    cable.SetChannelAttribute("Delay", TimeValue(NanoSeconds(500)));
    NetDeviceContainer devices = cable.Install(nodes);
    InternetStackHelper stack;
    stack.Install(nodes);
    Ipv4AddressHelper addresses("10.0.0.0", "255.255.255.252");
    Ipv4InterfaceContainer ifs = addresses.Assign(devices);

    UdpEchoServerHelper server(9);
    server.Install(nodes.Get(1)).Start(Seconds(0));
    UdpEchoClientHelper client(ifs.GetAddress(1), 9);
    client.SetAttribute("MaxPackets", UintegerValue(messages));
    // one datagram every 10 ns: faster than the echo comes back, slower than the cable (94 bytes take 7.5 ns), so no queue drops
    client.SetAttribute("Interval", TimeValue(NanoSeconds(10)));
    client.SetAttribute("PacketSize", UintegerValue(64));
    client.Install(nodes.Get(0)).Start(Seconds(0));
    Config::ConnectWithoutContext("/NodeList/*/DeviceList/*/$ns3::PointToPointNetDevice/MacRx", MakeCallback(&Delivered));

    auto start = std::chrono::steady_clock::now();
    Simulator::Run();
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Simulator::Destroy();
    std::printf("frames %llu run_seconds %.6f\n", (unsigned long long) g_delivered, seconds);
    return g_delivered == 2ULL * messages ? 0 : 1;
}
