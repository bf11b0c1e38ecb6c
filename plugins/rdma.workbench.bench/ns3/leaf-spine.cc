// The peer of `rdmawb run` on a generated leaf-spine (RcPairsScenario on LeafSpine), for `rdmawb bench --vs-ns3`:
// the same fabric (hosts on 25 Gbit/s links to leaves of 32, every leaf on 100 Gbit/s to every spine, 500 ns per
// cable), routed by ns-3's global routing with ECMP, and the same traffic: pair i joins host a = i mod H to
// b = (a + H/2 + i/H) mod H, a sends one 64-byte UDP datagram and b echoes it, as an RC SEND draws an ACK.
// Prints the frames delivered and the wall-clock seconds of Simulator::Run alone.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/point-to-point-module.h"

using namespace ns3;

static uint64_t g_delivered = 0;

static void Delivered(Ptr<const Packet>) { ++g_delivered; }

int main(int argc, char *argv[]) {
    uint32_t hosts = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1024;
    uint32_t qps = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 8192;
    const uint32_t perLeaf = 32, spines = 8;
    uint32_t leaves = (hosts + perLeaf - 1) / perLeaf;

    Config::SetDefault("ns3::Ipv4GlobalRouting::RandomEcmpRouting", BooleanValue(true));
    NodeContainer hostNodes, leafNodes, spineNodes;
    hostNodes.Create(hosts);
    leafNodes.Create(leaves);
    spineNodes.Create(spines);
    InternetStackHelper stack;
    stack.Install(hostNodes);
    stack.Install(leafNodes);
    stack.Install(spineNodes);

    PointToPointHelper uplink, downlink;
    uplink.SetDeviceAttribute("DataRate", StringValue("100Gbps"));
    uplink.SetChannelAttribute("Delay", TimeValue(NanoSeconds(500)));
    downlink.SetDeviceAttribute("DataRate", StringValue("25Gbps"));
    downlink.SetChannelAttribute("Delay", TimeValue(NanoSeconds(500)));
    Ipv4AddressHelper addresses("10.0.0.0", "255.255.255.252");
    for (uint32_t l = 0; l < leaves; l++) {
        for (uint32_t s = 0; s < spines; s++) {
            addresses.Assign(uplink.Install(leafNodes.Get(l), spineNodes.Get(s)));
            addresses.NewNetwork();
        }
    }
    std::vector<Ipv4Address> hostAddress(hosts);
    for (uint32_t h = 0; h < hosts; h++) {
        Ipv4InterfaceContainer ifs = addresses.Assign(downlink.Install(hostNodes.Get(h), leafNodes.Get(h / perLeaf)));
        hostAddress[h] = ifs.GetAddress(0);
        addresses.NewNetwork();
    }
    Ipv4GlobalRoutingHelper::PopulateRoutingTables();

    UdpEchoServerHelper server(9);
    server.Install(hostNodes).Start(Seconds(0));
    for (uint32_t i = 0; i < qps / 2; i++) {
        uint32_t a = i % hosts;
        uint32_t b = (a + hosts / 2 + i / hosts) % hosts;
        if (b == a) {
            b = (b + 1) % hosts;
        }
        UdpEchoClientHelper client(hostAddress[b], 9);
        client.SetAttribute("MaxPackets", UintegerValue(1));
        client.SetAttribute("PacketSize", UintegerValue(64));
        client.Install(hostNodes.Get(a)).Start(Seconds(0));
    }
    Config::ConnectWithoutContext("/NodeList/*/DeviceList/*/$ns3::PointToPointNetDevice/MacRx", MakeCallback(&Delivered));

    auto start = std::chrono::steady_clock::now();
    Simulator::Stop(Seconds(1));
    Simulator::Run();
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Simulator::Destroy();
    std::printf("frames %llu run_seconds %.6f\n", (unsigned long long) g_delivered, seconds);
    return 0;
}
